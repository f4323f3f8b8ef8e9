import type { Announcement } from '../domain/announcement.entity.ts';
import { ANNOUNCEMENTS_SHOWN, type AnnouncementRepositoryPort } from '../ports/announcement-repository.port.ts';

/** Twin of the database repository; stores copies. */
export class InMemoryAnnouncementRepository implements AnnouncementRepositoryPort {
  readonly #announcements = new Map<string, Announcement>();

  async findById(id: string): Promise<Announcement | null> {
    const announcement = this.#announcements.get(id);
    return announcement ? structuredClone(announcement) : null;
  }

  async listByProgram(programId: string): Promise<Announcement[]> {
    return [...this.#announcements.values()]
      .filter((a) => a.programId === programId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
      .slice(0, ANNOUNCEMENTS_SHOWN)
      .map((a) => structuredClone(a));
  }

  async save(announcement: Announcement): Promise<void> {
    this.#announcements.set(announcement.id, structuredClone(announcement));
  }
}
