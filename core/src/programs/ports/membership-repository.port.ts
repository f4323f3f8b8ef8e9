import type { PageRequest } from '../../shared/page.ts';
import type { MembershipState } from '../domain/membership.machine.ts';
import type { ProgramMembership } from '../domain/membership.entity.ts';

/** A creator has at most one membership per program. */
export interface MembershipRepositoryPort {
  findById(id: string): Promise<ProgramMembership | null>;
  findByIds(ids: readonly string[]): Promise<ProgramMembership[]>;
  findByProgramAndCreator(programId: string, creatorId: string): Promise<ProgramMembership | null>;
  /** One tab of a program's memberships (states), oldest application first. */
  listByProgram(programId: string, states: readonly MembershipState[], page: PageRequest): Promise<ProgramMembership[]>;
  /** Every membership of a creator, newest application first. */
  listByCreator(creatorId: string): Promise<ProgramMembership[]>;
  /**
   * Applications (applied or pending) to programs with a response deadline, sent that many days or
   * more before `now`: oldest first, at most `limit`. The database locks what it answers, skipping
   * rows another sweep holds.
   */
  findStaleApplications(now: Date, limit: number): Promise<ProgramMembership[]>;
  countByState(programId: string): Promise<Readonly<Partial<Record<MembershipState, number>>>>;
  cursorOf(membership: ProgramMembership): string;
  /** Inserts or updates. */
  save(membership: ProgramMembership): Promise<void>;
}
