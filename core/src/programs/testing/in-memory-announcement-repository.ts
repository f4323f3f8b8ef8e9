import type { Announcement } from '../domain/announcement.entity.ts';
import type { AnnouncementRepositoryPort } from '../ports/announcement-repository.port.ts';

/** Twin of the database repository; stores copies. */
export class InMemoryAnnouncementRepository implements AnnouncementRepositoryPort {
  readonly #announcements = new Map<string, Announcement>();

  async findById(id: string): Promise<Announcement | null> {
    const announcement = this.#announcements.get(id);
    return announcement ? structuredClone(announcement) : null;
  }

  async save(announcement: Announcement): Promise<void> {
    this.#announcements.set(announcement.id, structuredClone(announcement));
  }
}
