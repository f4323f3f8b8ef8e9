import type { PasswordHasherPort } from '../ports/password-hasher.port.ts';

/** Deterministic and instant, so use-case tests do not pay for a real key-derivation function. */
export const fakePasswordHash = (password: string): string => `fake-hash:${password}`;

export class FakePasswordHasher implements PasswordHasherPort {
  async hash(password: string): Promise<string> {
    return fakePasswordHash(password);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    return hash === fakePasswordHash(password);
  }
}
