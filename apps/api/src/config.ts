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
}

const SESSION_CACHE_DEFAULT_MS = 2_000;

function sessionCacheMs(value: string | undefined, warn: (message: string) => void): number {
  if (value === undefined || value === '') return SESSION_CACHE_DEFAULT_MS;
  const ms = Number(value);
  if (Number.isInteger(ms) && ms >= 0 && ms <= 60_000) return ms;
  warn(`SESSION_CACHE_MS must be a whole number of milliseconds from 0 to 60000; using ${SESSION_CACHE_DEFAULT_MS}.`);
  return SESSION_CACHE_DEFAULT_MS;
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
    sessionCacheMs: sessionCacheMs(env.SESSION_CACHE_MS, warn),
  };
}
