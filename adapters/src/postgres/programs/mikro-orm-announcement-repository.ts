import type { Announcement } from '@lurkit/core/programs/domain/announcement.entity.ts';
import { ANNOUNCEMENTS_SHOWN, type AnnouncementRepositoryPort } from '@lurkit/core/programs/ports/announcement-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findRowById, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { ProgramAnnouncementEntity } from './creator-program.entity.ts';
import { announcementFromRow, announcementToRow } from './programs.mappers.ts';

export class MikroOrmAnnouncementRepository implements AnnouncementRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  findById(id: string): Promise<Announcement | null> {
    return findRowById(this.#em, ProgramAnnouncementEntity, id, announcementFromRow);
  }

  async listByProgram(programId: string): Promise<Announcement[]> {
    if (!isUuid(programId)) return [];
    const rows = await unitOfWork(this.#em).find(
      ProgramAnnouncementEntity,
      { program: programId },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: ANNOUNCEMENTS_SHOWN },
    );
    return rows.map(announcementFromRow);
  }

  async save(announcement: Announcement): Promise<void> {
    await unitOfWork(this.#em).upsert(ProgramAnnouncementEntity, announcementToRow(announcement), {
      onConflictFields: ['id'],
      onConflictAction: 'merge',
      onConflictExcludeFields: ['id', 'program', 'author', 'createdAt'],
    });
  }
}
