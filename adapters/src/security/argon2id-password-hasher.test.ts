import { describe, expect, it } from 'vitest';
import { Argon2idPasswordHasher } from './argon2id-password-hasher.ts';

const hasher = new Argon2idPasswordHasher();

describe('Argon2idPasswordHasher', () => {
  it('stores a PHC string with the OWASP argon2id parameters, a 16-byte salt and a 32-byte hash', async () => {
    const hash = await hasher.hash('correct horse 1');
    const match = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(hash);
    expect(match).not.toBeNull();
    expect(Buffer.from(match?.[1] ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(match?.[2] ?? '', 'base64')).toHaveLength(32);
  });

  it('verifies the password it hashed', async () => {
    const hash = await hasher.hash('correct horse 1');
    expect(await hasher.verify(hash, 'correct horse 1')).toBe(true);
  });

  it('rejects a wrong password', async () => {
    const hash = await hasher.hash('correct horse 1');
    expect(await hasher.verify(hash, 'correct horse 2')).toBe(false);
    expect(await hasher.verify(hash, '')).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hasher.hash('same password 1'), hasher.hash('same password 1')]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
  });

  it('rejects a tampered hash, salt or parameter', async () => {
    const hash = await hasher.hash('correct horse 1');
    const parts = hash.split('$');
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64').replace(/=+$/, '');
    };
    const withPart = (index: number, value: string) => parts.map((p, i) => (i === index ? value : p)).join('$');

    expect(await hasher.verify(withPart(5, flip(parts[5] ?? '')), 'correct horse 1')).toBe(false);
    expect(await hasher.verify(withPart(4, flip(parts[4] ?? '')), 'correct horse 1')).toBe(false);
    expect(await hasher.verify(withPart(3, 'm=19456,t=3,p=1'), 'correct horse 1')).toBe(false);
  });

  it('rejects strings that are not argon2id hashes, and absurd stored costs', async () => {
    expect(await hasher.verify('', 'x')).toBe(false);
    expect(await hasher.verify('plain-text-password', 'plain-text-password')).toBe(false);
    expect(await hasher.verify('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g', 'x')).toBe(
      false,
    );
    expect(await hasher.verify('$argon2id$v=19$m=99999999,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g', 'x')).toBe(
      false,
    );
  });

  it('verifies hashes made with another cost, so the cost can change later', async () => {
    const cheap = new Argon2idPasswordHasher({ memory: 1024, passes: 1, parallelism: 1 });
    const hash = await cheap.hash('correct horse 1');
    expect(hash).toContain('$m=1024,t=1,p=1$');
    expect(await hasher.verify(hash, 'correct horse 1')).toBe(true);
  });
});
