import type { Notification } from '@lurkit/core/notifications/domain/notification.entity.ts';
import type { NotificationRepositoryPort } from '@lurkit/core/notifications/ports/notification-repository.port.ts';
import type { NotificationKind } from '@lurkit/core/shared/notification-kinds.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { NotificationEntity, type NotificationRow } from './notification.entity.ts';

const fromRow = (row: NotificationRow): Notification => ({
  id: row.id,
  userId: row.user,
  kind: row.kind as NotificationKind,
  title: row.title,
  path: row.path,
  createdAt: row.createdAt,
  readAt: row.readAt ?? null,
});

export class MikroOrmNotificationRepository implements NotificationRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async add(notification: Notification): Promise<void> {
    const { userId, ...rest } = notification;
    await unitOfWork(this.#em).insert(NotificationEntity, { ...rest, user: userId });
  }

  async listFor(userId: string, limit: number): Promise<Notification[]> {
    if (!isUuid(userId)) return [];
    const rows = await unitOfWork(this.#em).find(
      NotificationEntity,
      { user: userId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    );
    return rows.map(fromRow);
  }

  async unreadCount(userId: string): Promise<number> {
    if (!isUuid(userId)) return 0;
    return unitOfWork(this.#em).count(NotificationEntity, { user: userId, readAt: null });
  }

  async markRead(userId: string, ids: readonly string[] | null, at: Date): Promise<void> {
    if (!isUuid(userId)) return;
    const chosen = ids === null ? {} : { id: { $in: ids.filter(isUuid) } };
    await unitOfWork(this.#em).nativeUpdate(NotificationEntity, { user: userId, readAt: null, ...chosen }, { readAt: at });
  }
}
