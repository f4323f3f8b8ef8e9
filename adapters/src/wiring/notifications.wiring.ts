import type { NotificationsDeps } from '@lurkit/core/notifications/application/notifications-deps.ts';
import { NotifyingMailer } from '@lurkit/core/notifications/application/notifying-mailer.ts';
import type { MailerPort } from '@lurkit/core/shared/mailer.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountsNotificationRecipients } from '../postgres/notifications/accounts-notification-recipients.ts';
import { MikroOrmNotificationRepository } from '../postgres/notifications/mikro-orm-notification-repository.ts';
import type { Infrastructure } from './infrastructure.ts';

export const notificationsWiring = (em: EntityManager, infra: Infrastructure): NotificationsDeps => ({
  notifications: new MikroOrmNotificationRepository(em),
  recipients: new AccountsNotificationRecipients(em),
  clock: infra.clock,
});

/** A context's mailer for mails to act on: notifies in the app and honours the person's email switches. */
export const notifyingMailer = (inner: MailerPort, em: EntityManager, infra: Infrastructure): MailerPort =>
  new NotifyingMailer(inner, notificationsWiring(em, infra));
