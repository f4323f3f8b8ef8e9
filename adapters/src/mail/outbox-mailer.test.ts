import { expect, it } from 'vitest';
import { MikroOrmEmailOutbox } from '../postgres/mail/mikro-orm-email-outbox.ts';
import { useTestDatabase } from '../testing/test-database.ts';
import { OutboxMailer } from './outbox-mailer.ts';

const db = useTestDatabase();

it('stores the message in the outbox at the clock time instead of sending it', async () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const mailer = new OutboxMailer(db().orm, { now: () => now });
  const message = { to: 'person@example.com', subject: 'Verify', text: 'Open http://x', html: '<a href="http://x">Open</a>' };

  await mailer.send(message);

  const [stored] = await new MikroOrmEmailOutbox(db().orm.em.fork()).list();
  expect(stored).toMatchObject({ ...message, createdAt: now });
});

it('keeps one copy of a mail sent twice with the same idempotency key', async () => {
  const mailer = new OutboxMailer(db().orm);
  const key = globalThis.crypto.randomUUID();
  const message = { to: 'twice@example.com', subject: 'Once', text: 'x', html: '<p>x</p>' };

  await mailer.send(message, { idempotencyKey: key });
  await mailer.send(message, { idempotencyKey: key });

  const stored = (await new MikroOrmEmailOutbox(db().orm.em.fork()).list()).filter((m) => m.to === 'twice@example.com');
  expect(stored.map((m) => m.id)).toEqual([key]);
});
