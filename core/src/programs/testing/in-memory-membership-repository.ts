import { encodeCursor, keysetPage } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import type { ProgramMembership } from '../domain/membership.entity.ts';
import type { MembershipState } from '../domain/membership.machine.ts';
import { membershipKey } from '../domain/program-orders.ts';
import type { MembershipRepositoryPort } from '../ports/membership-repository.port.ts';
import type { CreatorProgramRepositoryPort } from '../ports/creator-program-repository.port.ts';
import { DAY_MS } from '../../shared/time.ts';

/** Twin of the database repository: one membership per program and creator, as the unique index demands. */
export class InMemoryMembershipRepository implements MembershipRepositoryPort {
  readonly #memberships = new Map<string, ProgramMembership>();
  /** Where the response deadlines are read, as the database joins the program. */
  readonly #programs: Pick<CreatorProgramRepositoryPort, 'findById'> | null;

  constructor(programs: Pick<CreatorProgramRepositoryPort, 'findById'> | null = null) {
    this.#programs = programs;
  }

  async findById(id: string): Promise<ProgramMembership | null> {
    return this.#copy(this.#memberships.get(id));
  }

  async findByIds(ids: readonly string[]): Promise<ProgramMembership[]> {
    return ids.flatMap((id) => this.#copy(this.#memberships.get(id)) ?? []);
  }

  async findByProgramAndCreator(programId: string, creatorId: string): Promise<ProgramMembership | null> {
    return this.#copy([...this.#memberships.values()].find((m) => m.programId === programId && m.creatorId === creatorId));
  }

  async listByProgram(programId: string, states: readonly MembershipState[], page: PageRequest): Promise<ProgramMembership[]> {
    const listed = [...this.#memberships.values()].filter((m) => m.programId === programId && states.includes(m.state));
    return keysetPage(listed, membershipKey, page).map((m) => structuredClone(m));
  }

  async listByCreator(creatorId: string): Promise<ProgramMembership[]> {
    return [...this.#memberships.values()]
      .filter((m) => m.creatorId === creatorId)
      .sort((a, b) => b.appliedAt.getTime() - a.appliedAt.getTime() || a.id.localeCompare(b.id))
      .map((m) => structuredClone(m));
  }

  async findStaleApplications(now: Date, limit: number): Promise<ProgramMembership[]> {
    const stale: ProgramMembership[] = [];
    for (const m of this.#memberships.values()) {
      if (m.state !== 'applied' && m.state !== 'pending') continue;
      const days = (await this.#programs?.findById(m.programId))?.applicationResponseDays ?? null;
      if (days !== null && m.appliedAt.getTime() + days * DAY_MS <= now.getTime()) stale.push(m);
    }
    return keysetPage(stale, membershipKey, { after: null, before: null, limit, inverted: false }).map((m) => structuredClone(m));
  }

  async countByState(programId: string): Promise<Readonly<Partial<Record<MembershipState, number>>>> {
    const counts: Partial<Record<MembershipState, number>> = {};
    for (const m of this.#memberships.values()) if (m.programId === programId) counts[m.state] = (counts[m.state] ?? 0) + 1;
    return counts;
  }

  cursorOf(membership: ProgramMembership): string {
    return encodeCursor(membershipKey(membership));
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
