import type { NotificationKind } from '../../shared/notification-kinds.ts';

/** An in-app notification: something the person must act on, shown under the bell until read. */
export interface Notification {
  readonly id: string;
  readonly userId: string;
  readonly kind: NotificationKind;
  readonly title: string;
  /** Where acting on it happens, an app path such as /missions/{id}. */
  readonly path: string;
  readonly createdAt: Date;
  readonly readAt: Date | null;
}

export const NOTIFICATIONS_LIST_LIMIT = 30;
