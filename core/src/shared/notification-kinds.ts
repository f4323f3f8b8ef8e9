/**
 * The kinds of notification a person can switch the email of off in their settings (spec 3
 * "notification email toggles"). Account mails (verification, password reset, company invitations)
 * have no kind: they answer the person's own action and are always sent.
 */
export const NOTIFICATION_KINDS = ['invitations', 'deadlineReminders', 'campaignUpdates'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
