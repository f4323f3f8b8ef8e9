import type { MikroORM } from '@mikro-orm/postgresql';
import { Container } from 'inversify';
import type { Logger } from 'pino';
import type { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { MikroOrmMailDeliveries } from '@lurkit/adapters/postgres/mail/mikro-orm-mail-deliveries.ts';
import { Argon2idPasswordHasher } from '@lurkit/adapters/security/argon2id-password-hasher.ts';
import { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { MikroOrmRateLimits } from '@lurkit/adapters/postgres/limits/mikro-orm-rate-limits.ts';
import type { SecretCipher } from '@lurkit/adapters/security/secret-cipher.ts';
import { systemClock, type ClockPort } from '@lurkit/core/shared/clock.port.ts';
import type { RateLimitPort } from '@lurkit/core/shared/rate-limit.port.ts';
import type { DnsResolverPort } from '@lurkit/core/programs/ports/dns-resolver.port.ts';
import type { WebhookSettings } from '@lurkit/adapters/webhooks/webhook-settings.ts';
import type { GamesSettings } from '@lurkit/adapters/igdb/games-settings.ts';
import type { TrolleySettings } from '@lurkit/adapters/trolley/trolley-settings.ts';
import type { StripeSettings } from '@lurkit/adapters/stripe/stripe-payment-gateway.ts';
import { mailTransport } from './mail-transport.ts';
import type { MailDrainOptions } from '@lurkit/adapters/mail/mail-drain.ts';
import { WORKER_TOKENS } from './tokens.ts';

export interface WorkerInfrastructure {
  orm: MikroORM;
  queue: PgBossJobQueue;
  logger: Logger;
  appUrl: string;
  secrets: SecretCipher;
  smtpUrl?: string;
  mailFrom?: string;
  clock?: ClockPort;
  /** The API's counters when the worker runs in its process; on its own it counts on its pool. */
  limits?: RateLimitPort;
  /** The game catalogue's provider and feed reading; absent, both sandboxes. */
  games?: GamesSettings;
  /** Real DNS for custom-domain checks; absent, the sandbox. */
  dns?: DnsResolverPort;
  /** Trolley pays creators; absent, the payout sandbox. */
  trolley?: TrolleySettings;
  /** Stripe takes Quest payments; reconciliation reads its books. Absent, the sandbox's only. */
  stripe?: StripeSettings;
  /** Webhook delivery settings; absent, read from the environment. */
  webhooks?: WebhookSettings;
  /** Tuning of the mail drain (MAIL_DRAIN_DEFAULTS); the fault tests shorten its lease. */
  mailDrain?: Partial<MailDrainOptions>;
}

/**
 * The worker's composition root. Jobs get the same per-context wirings as API requests
 * (adapters/src/wiring), one scope per job, so a job handler calls use cases exactly as a resolver does.
 */
export function createWorkerContainer({
  orm,
  queue,
  logger,
  appUrl,
  secrets,
  smtpUrl,
  mailFrom,
  clock = systemClock,
  limits = new MikroOrmRateLimits(orm.em.fork()),
  games,
  dns,
  trolley,
  stripe,
  mailDrain = {},
  webhooks,
}: WorkerInfrastructure) {
  const container = new Container();
  container.bind(WORKER_TOKENS.Queue).toConstantValue(queue);
  container.bind(WORKER_TOKENS.Logger).toConstantValue(logger);
  container.bind(WORKER_TOKENS.MailTransport).toConstantValue(mailTransport(smtpUrl, orm, mailFrom).transport);
  container.bind(WORKER_TOKENS.MailDeliveries).toConstantValue(new MikroOrmMailDeliveries(orm.em));
  container.bind(WORKER_TOKENS.MailDrainOptions).toConstantValue(mailDrain);
  container.bind(WORKER_TOKENS.JobScope).toDynamicValue(() =>
    // A job's only hits are mail quotas. A standalone worker counts on its ORM's pool: it runs few jobs at once, so a connection stays free.
    scopeFactory(orm.em, {
      clock,
      hasher: new Argon2idPasswordHasher(),
      queue,
      appUrl,
      secrets,
      limits,
      games,
      trolley,
      ...(dns ? { dns } : {}),
      ...(stripe ? { stripe } : {}),
      ...(webhooks ? { webhooks } : {}),
    }),
  );
  return container;
}
