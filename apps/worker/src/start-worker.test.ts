import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { PgBossMailer } from '@lurkit/adapters/jobs/pg-boss-mailer.ts';
import { SEND_EMAIL_JOB } from '@lurkit/adapters/jobs/send-email.job.ts';
import { OutboxMailer } from '@lurkit/adapters/mail/outbox-mailer.ts';
import { MikroOrmEmailOutbox } from '@lurkit/adapters/postgres/mail/mikro-orm-email-outbox.ts';
import { eventually } from '@lurkit/adapters/testing/eventually.ts';
import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import type { EmailMessage } from '@lurkit/core/shared/mailer.port.ts';
import type { DeliveryOptions, MailTransport } from '@lurkit/adapters/mail/mail-transport.ts';
import { createWorkerContainer } from './container.ts';
import { startWorker } from './start-worker.ts';
import { WORKER_TOKENS } from './tokens.ts';
import { sendEmailHandler } from './jobs/send-email.handler.ts';
import { MikroOrmMailDeliveries } from '@lurkit/adapters/postgres/mail/mikro-orm-mail-deliveries.ts';
import { testSecrets } from '@lurkit/adapters/testing/test-secrets.ts';
import { MikroOrmReconciliations } from '@lurkit/adapters/postgres/ledger/mikro-orm-reconciliations.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { reconcileIfNeverRun } from './jobs/reconcile-ledger.handler.ts';

const database = useTestDatabase();
let queue: PgBossJobQueue;
let failuresLeft = 0;
let jobScope: ScopeFactory;
const outbox = () => new MikroOrmEmailOutbox(database().orm.em);

/** The real outbox, failing on demand the way an SMTP server that is down would. */
class FlakyTransport implements MailTransport {
  readonly #inner: MailTransport;
  constructor(inner: MailTransport) {
    this.#inner = inner;
  }
  async send(message: EmailMessage, options?: DeliveryOptions) {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('SMTP server unavailable');
    }
    await this.#inner.send(message, options);
  }
}

beforeAll(async () => {
  queue = new PgBossJobQueue(database().url, { pollingIntervalSeconds: 0.5 });
  await queue.start();
  const container = createWorkerContainer({
    orm: database().orm,
    queue,
    logger: pino({ level: 'silent' }),
    appUrl: 'http://localhost',
    secrets: testSecrets,
  });
  container.rebind(WORKER_TOKENS.MailTransport).toConstantValue(new FlakyTransport(new OutboxMailer(database().orm)));
  jobScope = container.get(WORKER_TOKENS.JobScope);
  await startWorker(container);
});

afterAll(async () => {
  await queue.stop();
});

const message = (to: string): EmailMessage => ({
  to,
  subject: 'Verify your email',
  text: 'Open https://example.com/verify-email?token=t',
  html: '<p>x</p>',
});

describe('send-email worker', () => {
  it('delivers a queued mail through the transport', async () => {
    await new PgBossMailer(queue).send(message('first@example.com'));
    const delivered = await eventually(async () => (await outbox().list(10)).find((m) => m.to === 'first@example.com'));
    expect(delivered).toMatchObject({ subject: 'Verify your email' });
  });

  it('retries a delivery that failed and delivers it later', async () => {
    failuresLeft = 1;
    const id = await queue.send(SEND_EMAIL_JOB.name, message('retry@example.com'), { retryLimit: 3, retryDelay: 1 });
    await eventually(async () => (await outbox().list(10)).find((m) => m.to === 'retry@example.com'), 20_000);
    // The mail is out before pg-boss marks the job done: wait for that state, not for the mail.
    const job = await eventually(async () => {
      const found = await queue.findJob(SEND_EMAIL_JOB.name, id);
      return found?.state === 'completed' ? found : undefined;
    });
    expect(job.retryCount).toBe(1);
  });

  it('sends nothing for a job handed out again after its mail went out', async () => {
    const id = await new PgBossMailer(queue)
      .send(message('again@example.com'))
      .then(() => eventually(async () => (await outbox().list(50)).find((m) => m.to === 'again@example.com')?.id));
    // The mail is out before its delivery is marked sent: wait for that state.
    await eventually(async () => ((await new MikroOrmMailDeliveries(database().orm.em).stateOf(id))?.state === 'sent' ? true : undefined));
    // As if the job's worker had been killed after sending and pg-boss handed the job out again.
    const handler = sendEmailHandler(new OutboxMailer(database().orm), new MikroOrmMailDeliveries(database().orm.em), () => {});
    await handler(message('again@example.com'), { id, retryCount: 1, expireInSeconds: 30 });
    expect((await outbox().list(50)).filter((m) => m.to === 'again@example.com')).toHaveLength(1);
    expect(await new MikroOrmMailDeliveries(database().orm.em).stateOf(id)).toEqual({ state: 'sent', attempts: 1 });
  });

  it('drops a malformed payload instead of retrying it forever', async () => {
    const id = await queue.send(SEND_EMAIL_JOB.name, { to: 'not an address' }, { retryLimit: 3 });
    const job = await eventually(async () => {
      const found = await queue.findJob(SEND_EMAIL_JOB.name, id);
      return found?.state === 'completed' ? found : undefined;
    });
    expect(job.retryCount).toBe(0);
    expect((await outbox().list(50)).some((m) => m.to === 'not an address')).toBe(false);
  });
});

describe('the first reconciliation', () => {
  it('reconciles a ledger never reconciled when the worker starts, and queues none once one has run', async () => {
    const first = await eventually(async () => (await new MikroOrmReconciliations(database().orm.em.fork()).latest()) ?? undefined);
    expect(first.mismatches).toEqual([]);
    expect(await reconcileIfNeverRun(jobScope, queue)).toBe(false);
  });
});
