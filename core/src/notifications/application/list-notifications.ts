import { NOTIFICATIONS_LIST_LIMIT, type Notification } from '../domain/notification.entity.ts';
import type { NotificationsDeps } from './notifications-deps.ts';

export interface NotificationsView {
  readonly unread: number;
  readonly items: readonly Notification[];
}

/** The bell: how many are unread, and the latest ones. */
export class ListNotifications {
  private readonly deps: Pick<NotificationsDeps, 'notifications'>;

  constructor(deps: Pick<NotificationsDeps, 'notifications'>) {
    this.deps = deps;
  }

  async execute(input: { userId: string }): Promise<NotificationsView> {
    const [unread, items] = await Promise.all([
      this.deps.notifications.unreadCount(input.userId),
      this.deps.notifications.listFor(input.userId, NOTIFICATIONS_LIST_LIMIT),
    ]);
    return { unread, items };
  }
}
