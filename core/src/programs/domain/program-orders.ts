import type { KeysetKey } from '../../shared/keyset.ts';
import type { CreatorProgram } from './creator-program.entity.ts';
import type { ProgramMembership } from './membership.entity.ts';

/** Keyset orders of the growing lists; the PostgreSQL adapter sorts by the same expressions. */
export const discoverableProgramKey = (program: CreatorProgram): KeysetKey => [-program.createdAt.getTime(), program.id];
export const membershipKey = (membership: ProgramMembership): KeysetKey => [membership.appliedAt.getTime(), membership.id];
