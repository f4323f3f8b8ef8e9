import { describe, expect, it } from 'vitest';
import { SecretCipher, secretCipherFromEnv } from './secret-cipher.ts';

const cipher = new SecretCipher(Buffer.alloc(32, 7));

describe('SecretCipher', () => {
  it('round-trips a secret, sealing it differently each time', () => {
    const a = cipher.encrypt('STEAM-ABCD-1234');
    const b = cipher.encrypt('STEAM-ABCD-1234');
    expect(a).not.toEqual(b);
    expect(a).not.toContain('STEAM');
    expect(cipher.decrypt(a)).toBe('STEAM-ABCD-1234');
  });

  it('never reuses an iv, across refills of its pool of random bytes, and every sealed value still opens', () => {
    const sealed = Array.from({ length: 3_000 }, (_, i) => cipher.encrypt(`KEY-${i}`));
    const ivs = sealed.map((s) => Buffer.from(s, 'base64').subarray(0, 12).toString('hex'));
    expect(new Set(ivs).size).toBe(sealed.length);
    expect(sealed.map((s) => cipher.decrypt(s))).toEqual(sealed.map((_, i) => `KEY-${i}`));
  });

  it('refuses a tampered value', () => {
    const sealed = Buffer.from(cipher.encrypt('KEY'), 'base64');
    sealed[sealed.length - 1] = (sealed[sealed.length - 1] ?? 0) ^ 1;
    expect(() => cipher.decrypt(sealed.toString('base64'))).toThrow();
  });

  it('gives a stable lookup hash per key, unlike another master key', () => {
    expect(cipher.lookupHash('KEY')).toBe(cipher.lookupHash('KEY'));
    expect(cipher.lookupHash('KEY')).not.toBe(cipher.lookupHash('KEY2'));
    expect(new SecretCipher(Buffer.alloc(32, 8)).lookupHash('KEY')).not.toBe(cipher.lookupHash('KEY'));
  });

  it('needs SECRETS_KEY in production, warns without it elsewhere, and refuses a short one', () => {
    expect(() => secretCipherFromEnv({ NODE_ENV: 'production' })).toThrow(/SECRETS_KEY is required/);
    const warnings: string[] = [];
    secretCipherFromEnv({}, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    expect(() => secretCipherFromEnv({ SECRETS_KEY: 'abcd' })).toThrow(/at least 32 bytes/);
    const hex = 'ab'.repeat(32);
    expect(
      secretCipherFromEnv({ SECRETS_KEY: hex, NODE_ENV: 'production' }).decrypt(secretCipherFromEnv({ SECRETS_KEY: hex }).encrypt('x')),
    ).toBe('x');
  });
});
