import type { PasswordHasherPort } from '@lurkit/core/accounts/ports/password-hasher.port.ts';
import type { ClockPort } from '@lurkit/core/shared/clock.port.ts';
import type { RateLimitPort } from '@lurkit/core/shared/rate-limit.port.ts';
import type { PgBossJobQueue } from '../jobs/pg-boss-job-queue.ts';
import type { SecretCipher } from '../security/secret-cipher.ts';
import type { StripeSettings } from '../stripe/stripe-payment-gateway.ts';
import type { TrolleySettings } from '../trolley/trolley-settings.ts';
import type { OAuthClients } from '../oauth/oauth-protocols.ts';
import type { GamesSettings } from '../igdb/games-settings.ts';
import type { DnsResolverPort } from '@lurkit/core/programs/ports/dns-resolver.port.ts';
import type { SellerSettings } from '../billing/seller-settings.ts';
import type { AccountChangeListener, SessionViewCache } from '../caching/session-view-cache.ts';
import type { WebhookSettings } from '../webhooks/webhook-settings.ts';

/** What every unit of work shares: built once per process by a composition root. */
export interface Infrastructure {
  clock: ClockPort;
  hasher: PasswordHasherPort;
  /** Abuse counters shared by every instance, on a pool of their own (see createRateLimitPool). */
  limits: RateLimitPort;
  queue: PgBossJobQueue;
  /** Public base URL of the web app, for links in mails (no trailing slash). */
  appUrl: string;
  /** Seals codes and keys at rest (SECRETS_KEY). */
  secrets: SecretCipher;
  /** Steam store base URL (STEAM_STORE_URL); without it game imports use the sandbox catalogue. */
  steamStoreUrl?: string;
  /** Stripe for Quest payments; without it the sandbox checkout at /dev/checkout takes payments. */
  stripe?: StripeSettings;
  /** Trolley pays creators (bank or PayPal); without it the sandbox at /dev/payouts does. */
  trolley?: TrolleySettings;
  /** Resolved sessions kept briefly in this process (the API's); absent, every request reads them. */
  sessionViews?: SessionViewCache;
  /** Hears of account writes, so `sessionViews` forgets what they change (in a transaction: again after commit). */
  accountChanges?: AccountChangeListener;
  /** Twitch, YouTube and TikTok OAuth clients (real or sandbox); absent, read from the environment. */
  oauthClients?: OAuthClients;
  /** The public game catalogue's provider and feed reading; absent, both sandboxes. */
  games?: GamesSettings;
  /** Real DNS for custom-domain checks (dnsResolverFromEnv); absent, the sandbox answers every claimed domain. */
  dns?: DnsResolverPort;
  /** Our legal details on invoices and credit notes; absent, read from the environment (placeholders in development). */
  seller?: SellerSettings;
  /** Webhook endpoints: http:// allowed, loopback receivers for tests; absent, http:// outside production only. */
  webhooks?: WebhookSettings;
}
