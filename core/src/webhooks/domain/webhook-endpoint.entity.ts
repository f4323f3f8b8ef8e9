import type { CompanyEventKind } from '../../shared/company-events.port.ts';

/** How long the previous secret still signs after a roll, so receivers can switch without a gap. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** A URL of a company's that receives the events it picked, signed with its secret. */
export interface WebhookEndpoint {
  readonly id: string;
  readonly companyId: string;
  readonly url: string;
  readonly events: readonly CompanyEventKind[];
  readonly secret: string;
  /** After a roll: the old secret, still signing until `previousSecretExpiresAt`. */
  readonly previousSecret: string | null;
  readonly previousSecretExpiresAt: Date | null;
  readonly createdAt: Date;
}

/** The secrets that sign at `now`: the current one first, then the previous one during its overlap. */
export function signingSecrets(endpoint: WebhookEndpoint, now: Date): string[] {
  const overlapping =
    endpoint.previousSecret !== null && endpoint.previousSecretExpiresAt !== null && endpoint.previousSecretExpiresAt > now;
  return overlapping && endpoint.previousSecret ? [endpoint.secret, endpoint.previousSecret] : [endpoint.secret];
}

export function rollSecret(endpoint: WebhookEndpoint, secret: string, now: Date): WebhookEndpoint {
  return { ...endpoint, secret, previousSecret: endpoint.secret, previousSecretExpiresAt: new Date(now.getTime() + SECRET_OVERLAP_MS) };
}

/** A random secret, shown to the owner when made: `whsec_` and 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')}`;
}
