import pino from 'pino';
import { createOrm } from '@lurkit/adapters/postgres/shared/create-orm.ts';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { createWorkerContainer } from './container.ts';
import { startWorker } from './start-worker.ts';
import { dnsResolverFromEnv } from '@lurkit/adapters/dns/dns-settings.ts';
import { gamesSettingsFromEnv } from '@lurkit/adapters/igdb/games-settings.ts';
import { secretCipherFromEnv } from '@lurkit/adapters/security/secret-cipher.ts';
import { trolleySettingsFromEnv } from '@lurkit/adapters/trolley/trolley-settings.ts';
import { stripeSettingsFromEnv } from '@lurkit/adapters/stripe/stripe-payment-gateway.ts';

/** The worker as its own process (docker-compose); `npm start` runs the same worker inside the app. */
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  logger.fatal('DATABASE_URL is required to run the worker on its own.');
  process.exit(1);
}
if (process.env.NODE_ENV === 'production' && !process.env.SMTP_URL) {
  logger.fatal('SMTP_URL is required in production: the development outbox would keep the mails.');
  process.exit(1);
}
// Checked before connecting, so a missing key is one clear line instead of a stack trace.
let secrets;
let trolley;
let stripe;
try {
  secrets = secretCipherFromEnv(process.env, (message) => logger.warn(message));
  trolley = trolleySettingsFromEnv(process.env);
  stripe = stripeSettingsFromEnv(process.env);
} catch (error) {
  logger.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const orm = await createOrm(databaseUrl);
const queue = new PgBossJobQueue(databaseUrl, {
  pollingIntervalSeconds: Number(process.env.JOB_POLL_SECONDS ?? 2),
  onError: (error) => logger.error({ err: error }, 'job queue error'),
});
await queue.start();
const dns = dnsResolverFromEnv(process.env);
const container = createWorkerContainer({
  orm,
  queue,
  logger,
  appUrl: (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
  smtpUrl: process.env.SMTP_URL || undefined,
  mailFrom: process.env.MAIL_FROM || undefined,
  secrets,
  games: gamesSettingsFromEnv(process.env),
  ...(dns ? { dns } : {}),
  trolley,
  stripe,
  // The kill -9 fault tests shorten how long a dead worker's mail waits to be taken over.
  ...(process.env.MAIL_LEASE_SECONDS ? { mailDrain: { leaseSeconds: Number(process.env.MAIL_LEASE_SECONDS) } } : {}),
});
await startWorker(container);

const stop = async () => {
  await queue.stop();
  await orm.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
