import type { Announcement } from '../domain/announcement.entity.ts';

export interface AnnouncementRepositoryPort {
  findById(id: string): Promise<Announcement | null>;
  /** Inserts or updates. */
  save(announcement: Announcement): Promise<void>;
}
