import type { Notification } from '../domain/notification.entity.ts';

export interface NotificationRepositoryPort {
  add(notification: Notification): Promise<void>;
  /** The person's notifications, newest first, at most `limit`. */
  listFor(userId: string, limit: number): Promise<Notification[]>;
  unreadCount(userId: string): Promise<number>;
  /** Marks the person's own unread ones among `ids` (all of them when null) read at `at`; others' ids are ignored. */
  markRead(userId: string, ids: readonly string[] | null, at: Date): Promise<void>;
}
