import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hkdfSync, randomFillSync, type KeyObject } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** IVs drawn from one buffer of random bytes refilled as it runs out: a system call per code dominated big uploads. */
const IV_POOL_BYTES = IV_BYTES * 1024;

/**
 * Secrets at rest (game keys and codes): AES-256-GCM for the value, and an HMAC-SHA-256 of it, keyed
 * apart, for uniqueness and lookup without decrypting. Both keys derive from one master key.
 */
export class SecretCipher {
  // Key objects made once: importing a raw key on every call dominated a 100,000-code upload.
  readonly #encryptionKey: KeyObject;
  readonly #lookupKey: KeyObject;
  readonly #ivPool = Buffer.alloc(IV_POOL_BYTES);
  #ivOffset = IV_POOL_BYTES;

  constructor(masterKey: Buffer) {
    if (masterKey.length < 32) throw new Error('The secrets key must be at least 32 bytes.');
    this.#encryptionKey = createSecretKey(Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'lurkit secrets: encryption', 32)));
    this.#lookupKey = createSecretKey(Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'lurkit secrets: lookup', 32)));
  }

  /** base64 of iv | tag | ciphertext; a fresh iv every time, so equal secrets encrypt differently. */
  encrypt(plain: string): string {
    const iv = this.#nextIv();
    const cipher = createCipheriv('aes-256-gcm', this.#encryptionKey, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** A copy, never a view of the pool: the pool is overwritten when it is refilled. */
  #nextIv(): Buffer {
    if (this.#ivOffset === IV_POOL_BYTES) {
      randomFillSync(this.#ivPool);
      this.#ivOffset = 0;
    }
    const iv = Buffer.from(this.#ivPool.subarray(this.#ivOffset, this.#ivOffset + IV_BYTES));
    this.#ivOffset += IV_BYTES;
    return iv;
  }

  decrypt(sealed: string): string {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.#encryptionKey, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /** The same secret always gives the same digest (hex), so a unique index and a lookup can use it. */
  lookupHash(plain: string): string {
    return createHmac('sha256', this.#lookupKey).update(plain, 'utf8').digest('hex');
  }
}

/** A fixed key for development and tests only; production refuses to start without SECRETS_KEY. */
const DEVELOPMENT_KEY = Buffer.from('lurkit-development-secrets-key-not-for-production!!', 'utf8');

/**
 * SECRETS_KEY: 32 random bytes as 64 hex characters or base64. Required in production, where a
 * missing or short key stops the process instead of storing codes under a known key.
 */
export function secretCipherFromEnv(
  env: { SECRETS_KEY?: string; NODE_ENV?: string },
  warn: (message: string) => void = () => {},
): SecretCipher {
  const configured = env.SECRETS_KEY?.trim();
  if (!configured) {
    if (env.NODE_ENV === 'production') throw new Error('SECRETS_KEY is required in production: 32 random bytes, hex or base64.');
    warn('SECRETS_KEY is not set: codes are encrypted with the development key. Set it before storing real codes.');
    return new SecretCipher(DEVELOPMENT_KEY);
  }
  const key = /^[0-9a-f]{64,}$/i.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
  if (key.length < 32) throw new Error('SECRETS_KEY must hold at least 32 bytes (64 hex characters).');
  return new SecretCipher(key);
}
