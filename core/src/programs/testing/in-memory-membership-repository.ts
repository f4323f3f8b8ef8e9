import type { ProgramMembership } from '../domain/membership.entity.ts';
import type { MembershipRepositoryPort } from '../ports/membership-repository.port.ts';

/** Twin of the database repository: one membership per program and creator, as the unique index demands. */
export class InMemoryMembershipRepository implements MembershipRepositoryPort {
  readonly #memberships = new Map<string, ProgramMembership>();

  async findById(id: string): Promise<ProgramMembership | null> {
    return this.#copy(this.#memberships.get(id));
  }

  async findByProgramAndCreator(programId: string, creatorId: string): Promise<ProgramMembership | null> {
    return this.#copy([...this.#memberships.values()].find((m) => m.programId === programId && m.creatorId === creatorId));
  }

  async save(membership: ProgramMembership): Promise<void> {
    const clash = [...this.#memberships.values()].find(
      (m) => m.id !== membership.id && m.programId === membership.programId && m.creatorId === membership.creatorId,
    );
    if (clash) throw new Error(`Creator ${membership.creatorId} already has a membership of ${membership.programId}.`);
    this.#memberships.set(membership.id, structuredClone(membership));
  }

  #copy(membership: ProgramMembership | undefined): ProgramMembership | null {
    return membership ? structuredClone(membership) : null;
  }
}
