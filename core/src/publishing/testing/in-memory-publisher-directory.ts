import type { Publisher, PublisherDirectoryPort } from '../ports/publisher-directory.port.ts';

export class InMemoryPublisherDirectory implements PublisherDirectoryPort {
  readonly #publishers = new Map<string, Publisher>();

  async findPublisher(userId: string): Promise<Publisher | null> {
    const found = this.#publishers.get(userId);
    return found ? { ...found } : null;
  }

  async markCompanyReviewed(companyId: string): Promise<void> {
    for (const [id, publisher] of this.#publishers) {
      if (publisher.companyId === companyId) this.#publishers.set(id, { ...publisher, companyReviewed: true });
    }
  }

  add(publisher: Publisher): void {
    this.#publishers.set(publisher.userId, { ...publisher });
  }
}
