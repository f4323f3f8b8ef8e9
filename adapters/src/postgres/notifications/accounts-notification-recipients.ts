import type { NotificationRecipient, NotificationRecipientsPort } from '@lurkit/core/notifications/ports/notification-recipients.port.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from '@lurkit/core/shared/notification-kinds.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../shared/unit-of-work.ts';

/** The account behind an address (stored lower case) and its switches from the profile, all on without one. */
export class AccountsNotificationRecipients implements NotificationRecipientsPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findByEmail(email: string): Promise<NotificationRecipient | null> {
    const [row] = await unitOfWork(this.#em).execute<
      { id: string; email_notifications: Partial<Record<NotificationKind, boolean>> | null }[]
    >(`select u.id, p.email_notifications from user_account u left join user_profile p on p.user_id = u.id where u.email = ? limit 1`, [
      email.trim().toLowerCase(),
    ]);
    if (!row) return null;
    const saved = row.email_notifications ?? {};
    return {
      userId: row.id,
      emails: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, saved[k] ?? true])) as Record<NotificationKind, boolean>,
    };
  }
}
