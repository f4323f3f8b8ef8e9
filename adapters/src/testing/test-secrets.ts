import { SecretCipher } from '../security/secret-cipher.ts';

/** A fixed key for tests and benches; never a deployment's. */
export const testSecrets = new SecretCipher(Buffer.alloc(32, 1));
