import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';

/** An in-app notification; the (user, created) index serves the bell: the latest and the unread count. */
export const NotificationEntity = defineEntity({
  name: 'Notification',
  tableName: 'user_notification',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade'),
    kind: p.string().length(32),
    title: p.string().length(300),
    path: p.string().length(500),
    createdAt: p.datetime(),
    readAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'user_notification_user_created_index', properties: ['user', 'createdAt'] }],
});
export type NotificationRow = InferEntity<typeof NotificationEntity>;
export const notificationsEntities = [NotificationEntity];
