import type { NotificationKind } from '../../shared/notification-kinds.ts';

export interface NotificationRecipient {
  readonly userId: string;
  /** The person's notification email switches (all on when they never saved any). */
  readonly emails: Readonly<Record<NotificationKind, boolean>>;
}

/** Mails name an address; this finds the account behind it, if any, and its switches. */
export interface NotificationRecipientsPort {
  findByEmail(email: string): Promise<NotificationRecipient | null>;
}
