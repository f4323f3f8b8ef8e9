import type { Announcement } from '../domain/announcement.entity.ts';

/** Our choice: a program page shows its latest announcements, not an archive. */
export const ANNOUNCEMENTS_SHOWN = 50;

export interface AnnouncementRepositoryPort {
  findById(id: string): Promise<Announcement | null>;
  /** The program's latest announcements (at most ANNOUNCEMENTS_SHOWN), newest first. */
  listByProgram(programId: string): Promise<Announcement[]>;
  /** Inserts or updates. */
  save(announcement: Announcement): Promise<void>;
}
