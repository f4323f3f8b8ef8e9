import type { Notification } from '../domain/notification.entity.ts';
import type { NotificationRepositoryPort } from '../ports/notification-repository.port.ts';

export class InMemoryNotificationRepository implements NotificationRepositoryPort {
  readonly #items: Notification[] = [];

  async add(notification: Notification): Promise<void> {
    this.#items.push(structuredClone(notification));
  }

  async listFor(userId: string, limit: number): Promise<Notification[]> {
    return this.#items
      .filter((n) => n.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit)
      .map((n) => structuredClone(n));
  }

  async unreadCount(userId: string): Promise<number> {
    return this.#items.filter((n) => n.userId === userId && n.readAt === null).length;
  }

  async markRead(userId: string, ids: readonly string[] | null, at: Date): Promise<void> {
    this.#items.forEach((n, i) => {
      if (n.userId === userId && n.readAt === null && (ids === null || ids.includes(n.id))) this.#items[i] = { ...n, readAt: at };
    });
  }
}
