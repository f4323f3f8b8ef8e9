import type { ProgramMembership } from '../domain/membership.entity.ts';

/** A creator has at most one membership per program. */
export interface MembershipRepositoryPort {
  findById(id: string): Promise<ProgramMembership | null>;
  findByProgramAndCreator(programId: string, creatorId: string): Promise<ProgramMembership | null>;
  /** Inserts or updates. */
  save(membership: ProgramMembership): Promise<void>;
}
