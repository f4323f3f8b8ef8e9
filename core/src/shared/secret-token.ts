/**
 * One-time secrets (email links, session cookies). Only the SHA-256 hash is stored, so a database
 * leak does not hand out working links; lookups by hash also avoid timing-sensitive comparisons.
 */
export interface SecretToken {
  readonly token: string;
  readonly hash: string;
}

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

export async function hashSecret(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function newSecretToken(): Promise<SecretToken> {
  const token = toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
  return { token, hash: await hashSecret(token) };
}
