import { encodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import type { CreatorProgram } from '@lurkit/core/programs/domain/creator-program.entity.ts';
import { discoverableProgramKey } from '@lurkit/core/programs/domain/program-orders.ts';
import type { CreatorProgramRepositoryPort } from '@lurkit/core/programs/ports/creator-program-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findRowById, findRowsByIds, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { CreatorProgramEntity } from './creator-program.entity.ts';
import { inOrder, keysetIds, ms } from './keyset-query.ts';
import { programFromRow, programToRow } from './programs.mappers.ts';

export class MikroOrmCreatorProgramRepository implements CreatorProgramRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  findById(id: string): Promise<CreatorProgram | null> {
    return findRowById(this.#em, CreatorProgramEntity, id, programFromRow);
  }

  findByIds(ids: readonly string[]): Promise<CreatorProgram[]> {
    return findRowsByIds(this.#em, CreatorProgramEntity, ids, programFromRow);
  }

  async findByCompany(companyId: string): Promise<CreatorProgram | null> {
    if (!isUuid(companyId)) return null;
    const row = await unitOfWork(this.#em).findOne(CreatorProgramEntity, { company: companyId });
    return row ? programFromRow(row) : null;
  }

  async listDiscoverable(page: PageRequest): Promise<CreatorProgram[]> {
    const ids = await keysetIds(
      this.#em,
      { table: 'creator_program', order: `-${ms('created_at')}`, where: [`visibility = 'discoverable'`], params: [] },
      page,
    );
    return inOrder(ids, await this.findByIds(ids));
  }

  cursorOf(program: CreatorProgram): string {
    return encodeCursor(discoverableProgramKey(program));
  }

  async save(program: CreatorProgram): Promise<void> {
    await unitOfWork(this.#em).upsert(CreatorProgramEntity, programToRow(program), {
      onConflictFields: ['id'],
      onConflictAction: 'merge',
      onConflictExcludeFields: ['id', 'company', 'createdAt'],
    });
  }
}
