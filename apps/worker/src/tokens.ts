import type { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import type { MailTransport } from '@lurkit/adapters/mail/mail-transport.ts';
import type { MailDrainOptions } from '@lurkit/adapters/mail/mail-drain.ts';
import type { MikroOrmMailDeliveries } from '@lurkit/adapters/postgres/mail/mikro-orm-mail-deliveries.ts';
import type { ServiceIdentifier } from 'inversify';
import type { Logger } from 'pino';

/** Every binding of the worker's composition root, typed, in one place. */
export const WORKER_TOKENS = {
  Queue: Symbol('Queue') as ServiceIdentifier<PgBossJobQueue>,
  Logger: Symbol('Logger') as ServiceIdentifier<Logger>,
  /** The real delivery: SMTP, or the development outbox. */
  MailTransport: Symbol('MailTransport') as ServiceIdentifier<MailTransport>,
  /** The mail queue: every mail waiting, being sent and sent, so each goes out once. */
  MailDeliveries: Symbol('MailDeliveries') as ServiceIdentifier<MikroOrmMailDeliveries>,
  MailDrainOptions: Symbol('MailDrainOptions') as ServiceIdentifier<Partial<MailDrainOptions>>,
  /** One unit of work per job, with every context's ports built by the same wirings as the API's. */
  JobScope: Symbol('JobScope') as ServiceIdentifier<ScopeFactory>,
} as const;
