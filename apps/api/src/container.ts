import { Container } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Argon2idPasswordHasher } from '@lurkit/adapters/security/argon2id-password-hasher.ts';
import type { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import type { ReadReplicas } from '@lurkit/adapters/postgres/shared/read-replicas.ts';
import { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { SessionViewCache } from '@lurkit/adapters/caching/session-view-cache.ts';
import { systemClock, type ClockPort } from '@lurkit/core/shared/clock.port.ts';
import type { WebhookSettings } from '@lurkit/adapters/webhooks/webhook-settings.ts';
import type { RateLimitPort } from '@lurkit/core/shared/rate-limit.port.ts';
import type { AppConfig } from './config.ts';
import { TOKENS } from './tokens.ts';

export interface Infrastructure {
  config: AppConfig;
  orm: MikroORM;
  /** Streaming replicas for read-only work; null, every read goes to the primary. */
  replicas?: ReadReplicas | null;
  queue: PgBossJobQueue;
  limits: RateLimitPort;
  clock?: ClockPort;
  /** Webhook delivery settings; absent, read from the environment. */
  webhooks?: WebhookSettings;
}

/**
 * The API's composition root: the only place that knows which adapter serves which port. Each
 * context's ports are built by its wiring in adapters/src/wiring, lazily, per request scope.
 */
export function createContainer({ config, orm, replicas = null, queue, limits, clock = systemClock, webhooks }: Infrastructure): Container {
  const container = new Container();
  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(TOKENS.Clock).toConstantValue(clock);
  container.bind(TOKENS.PasswordHasher).toConstantValue(new Argon2idPasswordHasher());
  const sessionViews = new SessionViewCache(config.sessionCacheMs, clock);
  container.bind(TOKENS.RequestScope).toDynamicValue((ctx) =>
    // The API never talks SMTP itself: mails become jobs, queued in the request's transaction.
    scopeFactory(
      orm.em,
      {
        sessionViews,
        accountChanges: sessionViews,
        clock,
        hasher: ctx.get(TOKENS.PasswordHasher),
        queue,
        limits,
        appUrl: config.appUrl,
        secrets: config.secrets,
        steamStoreUrl: config.steamStoreUrl,
        stripe: config.stripe,
        trolley: config.trolley,
        seller: config.seller,
        oauthClients: config.oauthClients,
        ...(config.dns ? { dns: config.dns } : {}),
        ...(webhooks ? { webhooks } : {}),
      },
      replicas,
    ),
  );
  return container;
}
