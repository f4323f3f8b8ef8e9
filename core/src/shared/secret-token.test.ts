import { expect, it } from 'vitest';
import { hashSecret, hashSecretWithSubtleCrypto, newSecretToken } from './secret-token.ts';

// SHA-256 of "abc", the FIPS 180-2 test vector.
const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

it('stores the SHA-256 hex digest of a token, the same on Node and through SubtleCrypto', async () => {
  expect(await hashSecret('abc')).toBe(ABC);
  expect(await hashSecretWithSubtleCrypto('abc')).toBe(ABC);
  expect(await hashSecret('åäö-トークン')).toBe(await hashSecretWithSubtleCrypto('åäö-トークン'));
});

it('hands out a token with the hash that is stored for it', async () => {
  const secret = await newSecretToken();
  expect(secret.hash).toBe(await hashSecretWithSubtleCrypto(secret.token));
  expect(secret.token).toMatch(/^[\w-]{43}$/);
});
