import { newId } from '../../shared/ids.ts';
import type { EmailMessage, MailerPort } from '../../shared/mailer.port.ts';
import type { NotificationsDeps } from './notifications-deps.ts';

/**
 * Every mail about something to act on passes here on its way out: the recipient with an account
 * gets it under the bell, and the mail goes only when their switch for its kind is on. One place
 * for both, so no mail-sending use case can forget the switches or the in-app copy. An address
 * with no account (an email invitation to someone not yet registered) always gets the mail.
 */
export class NotifyingMailer implements MailerPort {
  readonly #inner: MailerPort;
  readonly #deps: NotificationsDeps;

  constructor(inner: MailerPort, deps: NotificationsDeps) {
    this.#inner = inner;
    this.#deps = deps;
  }

  async send(message: EmailMessage): Promise<void> {
    const { notification, ...mail } = message;
    if (!notification) return this.#inner.send(mail);
    const recipient = await this.#deps.recipients.findByEmail(message.to);
    if (recipient) {
      await this.#deps.notifications.add({
        id: newId(),
        userId: recipient.userId,
        kind: notification.kind,
        title: message.subject,
        path: notification.path,
        createdAt: this.#deps.clock.now(),
        readAt: null,
      });
    }
    if (!recipient || recipient.emails[notification.kind]) await this.#inner.send(mail);
  }
}
