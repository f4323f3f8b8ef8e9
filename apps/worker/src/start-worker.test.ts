import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { QueuedMailer } from '@lurkit/adapters/mail/queued-mailer.ts';
import { OutboxMailer } from '@lurkit/adapters/mail/outbox-mailer.ts';
import { MikroOrmEmailOutbox } from '@lurkit/adapters/postgres/mail/mikro-orm-email-outbox.ts';
import { eventually } from '@lurkit/adapters/testing/eventually.ts';
import { createTestDatabase, type TestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import type { EmailMessage } from '@lurkit/core/shared/mailer.port.ts';
import type { DeliveryOptions, MailTransport } from '@lurkit/adapters/mail/mail-transport.ts';
import { createWorkerContainer } from './container.ts';
import { startWorker } from './start-worker.ts';
import { WORKER_TOKENS } from './tokens.ts';
import { MikroOrmMailDeliveries } from '@lurkit/adapters/postgres/mail/mikro-orm-mail-deliveries.ts';
import { testSecrets } from '@lurkit/adapters/testing/test-secrets.ts';
import { MikroOrmReconciliations } from '@lurkit/adapters/postgres/ledger/mikro-orm-reconciliations.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { reconcileIfNeverRun } from './jobs/reconcile-ledger.handler.ts';

let database: TestDatabase;
let queue: PgBossJobQueue;
let failuresLeft = 0;
let jobScope: ScopeFactory;
const outbox = () => new MikroOrmEmailOutbox(database.orm.em);

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
  database = await createTestDatabase();
  queue = new PgBossJobQueue(database.url, { pollingIntervalSeconds: 0.5 });
  await queue.start();
  const container = createWorkerContainer({
    orm: database.orm,
    queue,
    logger: pino({ level: 'silent' }),
    appUrl: 'http://localhost',
    secrets: testSecrets,
    // Retries at once and gives up after three attempts, so the tests wait for states, not backoffs.
    mailDrain: { firstRetrySeconds: 0, attemptsAllowed: 3 },
  });
  container.rebind(WORKER_TOKENS.MailTransport).toConstantValue(new FlakyTransport(new OutboxMailer(database.orm)));
  jobScope = container.get(WORKER_TOKENS.JobScope);
  await startWorker(container);
});

afterAll(async () => {
  await queue.stop();
  await database.drop();
});

const message = (to: string): EmailMessage => ({
  to,
  subject: 'Verify your email',
  text: 'Open https://example.com/verify-email?token=t',
  html: '<p>x</p>',
});

describe('the mail drain', () => {
  const deliveries = () => new MikroOrmMailDeliveries(database.orm.em);
  const sentOrFailed = (id: string) =>
    eventually(async () => {
      const state = await deliveries().stateOf(id);
      return state?.state === 'sent' || state?.state === 'failed' ? state : undefined;
    }, 20_000);

  it('delivers a queued mail through the transport', async () => {
    await new QueuedMailer(database.orm.em).send(message('first@example.com'));
    const delivered = await eventually(async () => (await outbox().list(10)).find((m) => m.to === 'first@example.com'));
    expect(delivered).toMatchObject({ subject: 'Verify your email' });
  });

  it('retries a delivery that failed and delivers it later', async () => {
    failuresLeft = 1;
    const id = await deliveries().enqueue(message('retry@example.com'));
    expect(await sentOrFailed(id)).toEqual({ state: 'sent', attempts: 2 });
    expect((await outbox().list(50)).filter((m) => m.to === 'retry@example.com')).toHaveLength(1);
  });

  it('sends a mail whose worker died before marking it sent once more, and it arrives once', async () => {
    const id = await deliveries().enqueue(message('again@example.com'));
    await sentOrFailed(id);
    // As if the worker had been killed after sending, before marking it sent, and its lease had passed.
    await database.orm.em
      .getConnection()
      .execute(`update mail_delivery set state = 'sending', lease_until = now() - interval '1 second' where id = ?`, [id]);
    expect(await sentOrFailed(id)).toEqual({ state: 'sent', attempts: 2 });
    expect((await outbox().list(50)).filter((m) => m.to === 'again@example.com')).toHaveLength(1);
  });

  it('gives up a mail the transport keeps refusing, after the last attempt', async () => {
    failuresLeft = 3;
    const id = await deliveries().enqueue(message('refused@example.com'));
    expect(await sentOrFailed(id)).toEqual({ state: 'failed', attempts: 3 });
    expect((await outbox().list(50)).some((m) => m.to === 'refused@example.com')).toBe(false);
  });
});

describe('the first reconciliation', () => {
  it('reconciles a ledger never reconciled when the worker starts, and queues none once one has run', async () => {
    const first = await eventually(async () => (await new MikroOrmReconciliations(database.orm.em.fork()).latest()) ?? undefined);
    expect(first.mismatches).toEqual([]);
    expect(await reconcileIfNeverRun(jobScope, queue)).toBe(false);
  });
});
