import { randomBytes } from 'node:crypto';

/** Values copied from examples and compose files: anyone could sign a CSRF cookie with them. */
const PLACEHOLDERS = ['change-me', 'changeme', 'secret', 'password', 'replace-me', 'your-secret', 'auth-secret'];
export const AUTH_SECRET_MIN_LENGTH = 32;

/**
 * AUTH_SECRET signs the CSRF cookies. Every instance must share it, or a token issued by one is refused
 * by the next, so production refuses to start without a real one. Development gets a random secret per
 * start, which only logs people out of forms on restart.
 */
export function authSecretFromEnv(env: { AUTH_SECRET?: string; NODE_ENV?: string }): string {
  const configured = env.AUTH_SECRET?.trim();
  if (env.NODE_ENV !== 'production') return configured || randomBytes(32).toString('hex');
  if (!configured) {
    throw new Error('AUTH_SECRET is required in production: at least 32 random characters, the same on every instance.');
  }
  if (PLACEHOLDERS.includes(configured.toLowerCase())) {
    throw new Error(`AUTH_SECRET is a placeholder ("${configured}"): set at least 32 random characters, e.g. \`openssl rand -hex 32\`.`);
  }
  if (configured.length < AUTH_SECRET_MIN_LENGTH) {
    throw new Error(
      `AUTH_SECRET is too short (${configured.length} characters): use at least ${AUTH_SECRET_MIN_LENGTH}, e.g. \`openssl rand -hex 32\`.`,
    );
  }
  return configured;
}
