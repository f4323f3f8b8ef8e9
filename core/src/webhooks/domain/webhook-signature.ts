/**
 * Deliveries are signed like Stripe's webhooks: HMAC-SHA256 over `${timestamp}.${body}` with the
 * endpoint's secret, sent as `Lurkit-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>]` (one `v1` a
 * signing secret: two while a rolled secret overlaps). A receiver recomputes it with its secret and
 * accepts the body when one `v1` matches and `t` is recent. Through SubtleCrypto, so core stays free of Node.
 */
export const SIGNATURE_HEADER = 'Lurkit-Signature';
export const EVENT_HEADER = 'Lurkit-Event';
export const EVENT_ID_HEADER = 'Lurkit-Event-Id';
export const DELIVERY_HEADER = 'Lurkit-Delivery';
/** A receiver refuses a signature older than this (a replayed delivery). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size > 1000) keys.clear();
    key = globalThis.crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const mac = await globalThis.crypto.subtle.sign('HMAC', await keyOf(secret), new TextEncoder().encode(message));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The `Lurkit-Signature` value for `body` sent at `now`, one `v1` per secret. */
export async function signatureHeader(secrets: readonly string[], body: string, now: Date): Promise<string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  const signatures = await Promise.all(secrets.map((secret) => hmacSha256Hex(secret, `${timestamp}.${body}`)));
  return [`t=${timestamp}`, ...signatures.map((s) => `v1=${s}`)].join(',');
}

/** A receiver's check: one `v1` is this secret's signature of `body`, and `t` is within the tolerance of `now`. */
export async function verifySignature(header: string, body: string, secret: string, now: Date): Promise<boolean> {
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = await hmacSha256Hex(secret, `${timestamp}.${body}`);
  return parts.some(([name, value]) => name === 'v1' && value !== undefined && constantTimeEqual(value, expected));
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
