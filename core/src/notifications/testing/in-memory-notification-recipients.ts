import type { NotificationRecipient, NotificationRecipientsPort } from '../ports/notification-recipients.port.ts';

export class InMemoryNotificationRecipients implements NotificationRecipientsPort {
  readonly #byEmail = new Map<string, NotificationRecipient>();

  add(email: string, recipient: NotificationRecipient): void {
    this.#byEmail.set(email.toLowerCase(), recipient);
  }

  async findByEmail(email: string): Promise<NotificationRecipient | null> {
    return this.#byEmail.get(email.trim().toLowerCase()) ?? null;
  }
}
