import { randomBytes } from 'node:crypto';
import { authSecretFromEnv } from './auth-secret.ts';
import { STEAM_STORE_DEFAULT_URL } from '@lurkit/adapters/steam/steam-game-catalogue.ts';
import { dnsResolverFromEnv } from '@lurkit/adapters/dns/dns-settings.ts';
import type { DnsResolverPort } from '@lurkit/core/programs/ports/dns-resolver.port.ts';
import { oauthClientsFromEnv, type OAuthClients } from '@lurkit/adapters/oauth/oauth-protocols.ts';
import { secretCipherFromEnv, type SecretCipher } from '@lurkit/adapters/security/secret-cipher.ts';
import { trolleySettingsFromEnv, type TrolleySettings } from '@lurkit/adapters/trolley/trolley-settings.ts';
import { stripeSettingsFromEnv } from '@lurkit/adapters/stripe/stripe-payment-gateway.ts';
import { sellerSettingsFromEnv, type SellerSettings } from '@lurkit/adapters/billing/seller-settings.ts';

export interface AppConfig {
  /** Public URL of the app, used in emails and redirects (no trailing slash). */
  appUrl: string;
  /** True when served over https: the session cookie is then Secure. */
  secureCookies: boolean;
  production: boolean;
  /** Changes with every deployment; the web app reloads when it changes. */
  buildId: string;
  /** OAuth client ids; a provider without one answers "not configured". */
  oauthClientIds: { twitch?: string; youtube?: string; tiktok?: string };
  /** The OAuth clients in use: real with client ids, else (outside production) the sandbox at /dev/oauth. */
  oauthClients: OAuthClients;
  smtpUrl?: string;
  /**
   * Steam store for game imports; unset, the sandbox catalogue answers. Production reads the real
   * store by default: it needs no key, and a sandbox game in a live campaign would mislead creators.
   */
  steamStoreUrl?: string;
  /** Stripe for Quest payments (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL); unset, the sandbox checkout. */
  stripe?: { secretKey: string; webhookSecret: string; baseUrl?: string };
  /** Custom-domain checks' DNS (DNS_RESOLVER, DNS_SERVERS); unset, the sandbox answers every claimed domain. */
  dns?: DnsResolverPort;
  /** Trolley pays creators (TROLLEY_ACCESS_KEY, TROLLEY_SECRET_KEY, TROLLEY_WEBHOOK_SECRET); unset, the sandbox at /dev/payouts. */
  trolley?: TrolleySettings;
  /** Our legal details and VAT rate overrides on invoices (SELLER_*, VAT_RATES); placeholders when unset. */
  seller: SellerSettings;
  /** Seals codes and keys at rest; required in production (SECRETS_KEY). */
  secrets: SecretCipher;
  /** Signs CSRF cookies; shared by every instance, required in production (AUTH_SECRET). */
  authSecret: string;
  /**
   * How long a resolved session is answered from this process's memory (SESSION_CACHE_MS, default
   * 2000; 0 turns it off). Changes made through this process are seen at once; changes made by another
   * instance or the worker after at most this long.
   */
  sessionCacheMs: number;
  /**
   * Streaming replicas for read-only work (DATABASE_REPLICA_URLS, comma-separated); empty, every read
   * goes to the primary.
   */
  replicaUrls: string[];
  /**
   * How long a person who wrote reads only from the primary (READ_YOUR_WRITES_MS, default 5000): it
   * must exceed the replicas' usual lag.
   */
  readYourWritesMs: number;
}

/** A duration setting in whole milliseconds up to `max`; anything else is warned about and gives the default. */
function millisecondsFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  { fallback, max }: { fallback: number; max: number },
  warn: (message: string) => void,
): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (Number.isInteger(ms) && ms >= 0 && ms <= max) return ms;
  warn(`${name} must be a whole number of milliseconds from 0 to ${max}; using ${fallback}.`);
  return fallback;
}

export function readConfig(env: NodeJS.ProcessEnv, listenUrl: string, warn: (message: string) => void = () => {}): AppConfig {
  const appUrl = (env.APP_URL ?? listenUrl).replace(/\/+$/, '');
  const stripe = stripeSettingsFromEnv(env);
  const trolley = trolleySettingsFromEnv(env);
  const dns = dnsResolverFromEnv(env);
  return {
    appUrl,
    secureCookies: appUrl.startsWith('https://'),
    production: env.NODE_ENV === 'production',
    buildId: env.BUILD_ID ?? randomBytes(8).toString('hex'),
    oauthClientIds: {
      twitch: env.TWITCH_CLIENT_ID || undefined,
      youtube: env.YOUTUBE_CLIENT_ID || undefined,
      tiktok: env.TIKTOK_CLIENT_KEY || undefined,
    },
    oauthClients: oauthClientsFromEnv(env, appUrl),
    smtpUrl: env.SMTP_URL || undefined,
    steamStoreUrl: env.STEAM_STORE_URL || (env.NODE_ENV === 'production' ? STEAM_STORE_DEFAULT_URL : undefined),
    ...(stripe ? { stripe } : {}),
    ...(trolley ? { trolley } : {}),
    ...(dns ? { dns } : {}),
    seller: sellerSettingsFromEnv(env, warn),
    secrets: secretCipherFromEnv(env, warn),
    authSecret: authSecretFromEnv(env),
    sessionCacheMs: millisecondsFromEnv(env, 'SESSION_CACHE_MS', { fallback: 2_000, max: 60_000 }, warn),
    replicaUrls: (env.DATABASE_REPLICA_URLS ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== ''),
    readYourWritesMs: millisecondsFromEnv(env, 'READ_YOUR_WRITES_MS', { fallback: 5_000, max: 600_000 }, warn),
  };
}
