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

interface NodeHashing {
  createHash(algorithm: 'sha256'): { update(data: string): { digest(encoding: 'hex'): string } };
}

/**
 * Under Node the hash is computed at once through node:crypto, found without an import so core stays
 * free of Node: SubtleCrypto's digest takes a round trip through the thread pool, a measurable share
 * of a request whose session is not cached (a rush of first claims). Elsewhere, SubtleCrypto.
 */
const nodeHashing = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.(
  'node:crypto',
) as NodeHashing | undefined;

export async function hashSecret(token: string): Promise<string> {
  return nodeHashing ? nodeHashing.createHash('sha256').update(token).digest('hex') : hashSecretWithSubtleCrypto(token);
}

/** The same SHA-256 hex digest through SubtleCrypto, for runtimes without node:crypto. */
export async function hashSecretWithSubtleCrypto(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function newSecretToken(): Promise<SecretToken> {
  const token = toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
  return { token, hash: await hashSecret(token) };
}
