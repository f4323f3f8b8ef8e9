import type { MikroORM } from '@mikro-orm/postgresql';
import { OutboxMailer } from '@lurkit/adapters/mail/outbox-mailer.ts';
import { SmtpMailer } from '@lurkit/adapters/mail/smtp-mailer.ts';
import type { MailTransport } from '@lurkit/adapters/mail/mail-transport.ts';

/** SMTP when SMTP_URL is set; otherwise the development outbox, readable at /dev/outbox. */
export function mailTransport(
  smtpUrl: string | undefined,
  orm: MikroORM,
  from?: string,
): { transport: MailTransport; kind: 'smtp' | 'outbox' } {
  if (smtpUrl) return { transport: new SmtpMailer(smtpUrl, from), kind: 'smtp' };
  return { transport: new OutboxMailer(orm), kind: 'outbox' };
}
