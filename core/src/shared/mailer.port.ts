import type { NotificationKind } from './notification-kinds.ts';

/**
 * What a mail answers, for fair delivery: each category is drained in turn, so a flood of one (a
 * reset storm, an invitation spammer) cannot hold back another's mail.
 */
export const MAIL_CATEGORIES = ['sign-up', 'verification', 'password-reset', 'invitation', 'notification'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /**
   * Set on mails about something the recipient must act on: the recipient also gets it in the app
   * (the bell), and the mail itself goes only if their switch for this kind is on. Account mails
   * leave it out and are always sent.
   */
  readonly notification?: { readonly kind: NotificationKind; readonly path: string };
  /** Absent: a notification. */
  readonly category?: MailCategory;
  /**
   * Who the mail speaks for (a company's id), so delivery is fair between senders too: one company's
   * flood of invitations cannot hold back another's. Absent on account mail.
   */
  readonly sender?: string;
}

/** Hands a message over for delivery; the API binds it to a queued job, the worker to a transport. */
export interface MailerPort {
  send(message: EmailMessage): Promise<void>;
}
