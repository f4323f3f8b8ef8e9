import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { PgBossMailer } from '@lurkit/adapters/jobs/pg-boss-mailer.ts';
import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { testSecrets } from '@lurkit/adapters/testing/test-secrets.ts';
import { createWorkerContainer } from './container.ts';
import { startWorker } from './start-worker.ts';

// A flood of queued mail (an invitation spammer, a reset storm) must not hold back a sign-up's mail.
const FLOOD = 1_000;
const arrivals = new Map<string, number>();
let smtp: SMTPServer;
const database = useTestDatabase();
let queue: PgBossJobQueue;

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The worker's pooled connections stay open: close them at once instead of waiting 30 s for them.
    closeTimeout: 100,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) arrivals.set(to.address, Date.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  queue = new PgBossJobQueue(database().url, { pollingIntervalSeconds: 0.5 });
  await queue.start();
});

afterAll(async () => {
  await queue.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it(`delivers a sign-up's mail within 10 s while ${FLOOD} queued mails are worked`, async () => {
  const mailer = new PgBossMailer(queue);
  const mail = (to: string) => ({ to, subject: 'Hello', text: 'x', html: '<p>x</p>' });
  for (let start = 0; start < FLOOD; start += 100) {
    await Promise.all(Array.from({ length: 100 }, (_, i) => mailer.send(mail(`flood${start + i}@example.com`))));
  }
  const address = smtp.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP test server has no TCP address');
  const container = createWorkerContainer({
    orm: database().orm,
    queue,
    logger: pino({ level: 'silent' }),
    appUrl: 'http://localhost',
    secrets: testSecrets,
    smtpUrl: `smtp://127.0.0.1:${address.port}`,
  });
  await startWorker(container);

  const queuedAt = Date.now();
  await mailer.send(mail('signup@example.com'));
  await expect.poll(() => arrivals.get('signup@example.com'), { timeout: 10_000, interval: 100 }).toBeDefined();
  const waitedMs = (arrivals.get('signup@example.com') ?? Infinity) - queuedAt;
  console.log(`sign-up mail left ${waitedMs} ms after it was queued behind ${FLOOD} mails`);
  expect(waitedMs).toBeLessThan(10_000);
});
