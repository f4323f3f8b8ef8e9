import { encodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import type { ProgramMembership } from '@lurkit/core/programs/domain/membership.entity.ts';
import type { MembershipState } from '@lurkit/core/programs/domain/membership.machine.ts';
import { membershipKey } from '@lurkit/core/programs/domain/program-orders.ts';
import type { MembershipRepositoryPort } from '@lurkit/core/programs/ports/membership-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findRowById, findRowsByIds, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { ProgramMembershipEntity } from './creator-program.entity.ts';
import { inOrder, keysetIds, ms } from './keyset-query.ts';
import { membershipFromRow, membershipToRow } from './programs.mappers.ts';

export class MikroOrmMembershipRepository implements MembershipRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  findById(id: string): Promise<ProgramMembership | null> {
    return findRowById(this.#em, ProgramMembershipEntity, id, membershipFromRow);
  }

  findByIds(ids: readonly string[]): Promise<ProgramMembership[]> {
    return findRowsByIds(this.#em, ProgramMembershipEntity, ids, membershipFromRow);
  }

  async findByProgramAndCreator(programId: string, creatorId: string): Promise<ProgramMembership | null> {
    if (!isUuid(programId) || !isUuid(creatorId)) return null;
    const row = await unitOfWork(this.#em).findOne(ProgramMembershipEntity, { program: programId, creator: creatorId });
    return row ? membershipFromRow(row) : null;
  }

  async listByProgram(programId: string, states: readonly MembershipState[], page: PageRequest): Promise<ProgramMembership[]> {
    if (!isUuid(programId) || states.length === 0) return [];
    const ids = await keysetIds(
      this.#em,
      { table: 'program_membership', order: ms('applied_at'), where: ['program_id = ?', 'state in (?)'], params: [programId, states] },
      page,
    );
    return inOrder(ids, await this.findByIds(ids));
  }

  async listByCreator(creatorId: string): Promise<ProgramMembership[]> {
    if (!isUuid(creatorId)) return [];
    const rows = await unitOfWork(this.#em).find(
      ProgramMembershipEntity,
      { creator: creatorId },
      { orderBy: { appliedAt: 'desc', id: 'asc' } },
    );
    return rows.map(membershipFromRow);
  }

  async findStaleApplications(now: Date, limit: number): Promise<ProgramMembership[]> {
    const em = unitOfWork(this.#em);
    const rows = await em.execute<object[]>(
      `select m.* from program_membership m join creator_program p on p.id = m.program_id
       where m.state in ('applied', 'pending') and p.application_response_days is not null
         and m.applied_at <= ?::timestamptz - make_interval(days => p.application_response_days)
       order by m.applied_at, m.id limit ?
       for update of m skip locked`,
      [now, limit],
    );
    return rows.map((row) => membershipFromRow(em.map(ProgramMembershipEntity, row)));
  }

  async countByState(programId: string): Promise<Readonly<Partial<Record<MembershipState, number>>>> {
    if (!isUuid(programId)) return {};
    const rows = await unitOfWork(this.#em).execute<{ state: MembershipState; count: string | number }[]>(
      'select state, count(*) as count from program_membership where program_id = ? group by state',
      [programId],
    );
    return Object.fromEntries(rows.map((r) => [r.state, Number(r.count)]));
  }

  cursorOf(membership: ProgramMembership): string {
    return encodeCursor(membershipKey(membership));
  }

  async save(membership: ProgramMembership): Promise<void> {
    await unitOfWork(this.#em).upsert(ProgramMembershipEntity, membershipToRow(membership), {
      onConflictFields: ['id'],
      onConflictAction: 'merge',
      onConflictExcludeFields: ['id', 'program', 'creator'],
    });
  }
}
