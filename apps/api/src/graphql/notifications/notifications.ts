import { ListNotifications, type NotificationsView } from '@lurkit/core/notifications/application/list-notifications.ts';
import { MarkNotificationsRead } from '@lurkit/core/notifications/application/mark-notifications-read.ts';
import type { Notification } from '@lurkit/core/notifications/domain/notification.entity.ts';
import { NOTIFICATION_KINDS } from '@lurkit/core/shared/notification-kinds.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';

const NotificationKindEnum = builder.enumType('NotificationKind', { values: NOTIFICATION_KINDS });

const NotificationRef = builder.objectRef<Notification>('AppNotification').implement({
  description: 'Something the person must act on, shown under the bell.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: NotificationKindEnum, resolve: (n) => n.kind }),
    title: t.exposeString('title'),
    path: t.exposeString('path', { description: 'The app path where acting on it happens.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (n) => n.createdAt }),
    readAt: t.field({ type: 'DateTime', nullable: true, resolve: (n) => n.readAt }),
  }),
});

const NotificationsRef = builder.objectRef<NotificationsView>('AppNotifications').implement({
  fields: (t) => ({
    unread: t.exposeInt('unread'),
    items: t.field({ type: [NotificationRef], description: 'Newest first, the latest 30.', resolve: (v) => v.items }),
  }),
});

builder.queryField('myNotifications', (t) =>
  t.field({
    type: NotificationsRef,
    description: "The signed-in person's notifications and how many are unread.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => new ListNotifications(ctx.scope.notifications).execute({ userId: actorId(ctx) }),
  }),
);

builder.mutationField('markNotificationsRead', (t) =>
  t.field({
    type: NotificationsRef,
    description: 'Marks these of your notifications read (all of them without ids); ids of others are ignored.',
    authScopes: { signedIn: true },
    args: { ids: t.arg.idList({ required: false }) },
    resolve: async (_root, { ids }, ctx) => {
      const userId = actorId(ctx);
      await new MarkNotificationsRead(ctx.scope.notifications).execute({ userId, ids: ids ? ids.map(String) : null });
      return new ListNotifications(ctx.scope.notifications).execute({ userId });
    },
  }),
);
