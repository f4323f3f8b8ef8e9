import type { WebhookSettings } from '@lurkit/adapters/webhooks/webhook-settings.ts';
import type { DestinationStream } from 'pino';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { createOrm, type Orm } from '@lurkit/adapters/postgres/shared/create-orm.ts';
import { createRateLimitPool, type RateLimitPool } from '@lurkit/adapters/postgres/limits/rate-limit-pool.ts';
import { ReadReplicas } from '@lurkit/adapters/postgres/shared/read-replicas.ts';
import { migrateDatabase } from '@lurkit/adapters/postgres/shared/migrate-database.ts';
import type { ClockPort } from '@lurkit/core/shared/clock.port.ts';
import { mailTransport } from '@lurkit/worker/mail-transport.ts';
import { createWorkerContainer } from '@lurkit/worker/container.ts';
import { gamesSettingsFromEnv } from '@lurkit/adapters/igdb/games-settings.ts';
import { startWorker } from '@lurkit/worker/start-worker.ts';
import { readConfig } from './config.ts';
import { createLogger } from './create-logger.ts';
import { createContainer } from './container.ts';
import { schema } from './graphql/schema.ts';
import { createHttpApp } from './http/app.ts';
import { seedDemoWorld } from './seed/demo-world.ts';
import { TOKENS } from './tokens.ts';

export interface StartAppOptions {
  databaseUrl: string;
  /** 0 picks a free port. */
  port?: number;
  seedDemoData?: boolean;
  /** The built web app; null serves the API only. */
  webDistDir?: string | null;
  /** Run the job worker in this process (npm start); docker-compose runs it separately. */
  runWorker?: boolean;
  env?: NodeJS.ProcessEnv;
  clock?: ClockPort;
  /** Where log lines go (JSON); tests read them. Defaults to the terminal. */
  logDestination?: DestinationStream;
  /** Webhook delivery settings; tests let their local receiver in. Absent, read from the environment. */
  webhooks?: WebhookSettings;
}

export interface RunningApp {
  url: string;
  /** Where this process listens, which differs from `url` behind a proxy (APP_URL). */
  localUrl: string;
  stop(): Promise<void>;
}

/** Migrates, optionally seeds, starts jobs and serves HTTP. */
export async function startApp(options: StartAppOptions): Promise<RunningApp> {
  const env = options.env ?? process.env;
  const logger = createLogger(env, options.logDestination);
  // Until everything below is ready, requests get a 503 with Retry-After instead of hanging unanswered.
  let handler: RequestListener = answerStarting;
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, resolve);
  });
  const { port } = server.address() as AddressInfo;
  try {
    return await startServing(options, env, logger, server, port, (app) => (handler = app));
  } catch (error) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw error;
  }
}

const answerStarting: RequestListener = (_req, res) => {
  res.writeHead(503, { 'Retry-After': '2', 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
  res.end('Lurkit is starting, try again in a moment.');
};

async function startServing(
  options: StartAppOptions,
  env: NodeJS.ProcessEnv,
  logger: ReturnType<typeof createLogger>,
  server: ReturnType<typeof createServer>,
  port: number,
  serve: (app: RequestListener) => void,
): Promise<RunningApp> {
  const config = readConfig(env, `http://localhost:${port}`, (message) => logger.warn(message));
  if (config.production && !config.smtpUrl) {
    throw new Error('SMTP_URL is required in production: the development outbox would keep the mails.');
  }

  const orm = await createOrm(options.databaseUrl, { replicaUrls: config.replicaUrls });
  const replicas = await ReadReplicas.of(orm, { onChange: (message) => logger.warn(message) });
  let stopping = false;
  const queue = new PgBossJobQueue(options.databaseUrl, {
    pollingIntervalSeconds: Number(env.JOB_POLL_SECONDS ?? 2),
    // On Ctrl-C the terminal signals the embedded database too, which may drop connections first.
    onError: (error) =>
      stopping ? logger.debug({ err: error }, 'job queue error while stopping') : logger.error({ err: error }, 'job queue error'),
  });
  let rateLimits: RateLimitPool | null = null;
  try {
    rateLimits = await createRateLimitPool(options.databaseUrl);
    serve(await prepareApp(options, env, logger, config, { orm, replicas }, queue, rateLimits));
  } catch (error) {
    // A start that fails half-way leaves no pools open behind it.
    stopping = true;
    await queue.stop(0).catch(() => {});
    await rateLimits?.close();
    await orm.close();
    throw error;
  }
  const limitsPool = rateLimits;

  return {
    url: config.appUrl,
    localUrl: `http://localhost:${port}`,
    async stop() {
      stopping = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.stop();
      await limitsPool.close();
      await orm.close();
    },
  };
}

/** Migrations, demo data, the worker and the HTTP handler: everything the server waits for before it answers. */
async function prepareApp(
  options: StartAppOptions,
  env: NodeJS.ProcessEnv,
  logger: ReturnType<typeof createLogger>,
  config: ReturnType<typeof readConfig>,
  { orm, replicas }: { orm: Orm; replicas: ReadReplicas | null },
  queue: PgBossJobQueue,
  rateLimits: RateLimitPool,
): Promise<RequestListener> {
  await migrateDatabase(orm);
  await queue.start();

  const container = createContainer({
    config,
    orm,
    replicas,
    queue,
    limits: rateLimits.limits,
    clock: options.clock,
    webhooks: options.webhooks,
  });
  const requestScope = container.get(TOKENS.RequestScope);
  if (options.seedDemoData && !config.production) {
    const started = Date.now();
    const outcome = await seedDemoWorld(requestScope({ primaryOnly: true }), container.get(TOKENS.Clock));
    logger.info({ outcome, ms: Date.now() - started }, `demo world ${outcome}`);
  }
  const mail = mailTransport(config.smtpUrl, orm, env.MAIL_FROM || undefined);
  if (options.runWorker ?? true) {
    const worker = createWorkerContainer({
      orm,
      queue,
      logger,
      appUrl: config.appUrl,
      secrets: config.secrets,
      smtpUrl: config.smtpUrl,
      mailFrom: env.MAIL_FROM || undefined,
      clock: options.clock,
      limits: rateLimits.limits,
      games: gamesSettingsFromEnv(env),
      ...(config.dns ? { dns: config.dns } : {}),
      trolley: config.trolley,
      stripe: config.stripe,
      webhooks: options.webhooks,
    });
    await startWorker(worker);
  }

  const app = createHttpApp({
    config,
    schema,
    requestScope,
    clock: container.get(TOKENS.Clock),
    logger,
    csrfSecret: config.authSecret,
    devOutbox: mail.kind === 'outbox',
    webDistDir: options.webDistDir ?? null,
  });
  return app;
}
