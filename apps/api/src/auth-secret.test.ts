import { describe, expect, it } from 'vitest';
import { authSecretFromEnv } from './auth-secret.ts';

const strong = 'f'.repeat(64);

describe('AUTH_SECRET', () => {
  it('is required in production', () => {
    expect(() => authSecretFromEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET is required in production/);
    expect(() => authSecretFromEnv({ NODE_ENV: 'production', AUTH_SECRET: '  ' })).toThrow(/AUTH_SECRET is required/);
  });

  it('refuses known placeholders and short secrets in production', () => {
    expect(() => authSecretFromEnv({ NODE_ENV: 'production', AUTH_SECRET: 'change-me' })).toThrow(/placeholder/);
    expect(() => authSecretFromEnv({ NODE_ENV: 'production', AUTH_SECRET: 'Change-Me' })).toThrow(/placeholder/);
    expect(() => authSecretFromEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(31) })).toThrow(/too short \(31 characters\)/);
  });

  it('is the configured value when it is strong enough', () => {
    expect(authSecretFromEnv({ NODE_ENV: 'production', AUTH_SECRET: strong })).toBe(strong);
    expect(authSecretFromEnv({ AUTH_SECRET: strong })).toBe(strong);
  });

  it('is random per start in development when unset', () => {
    const first = authSecretFromEnv({});
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(authSecretFromEnv({})).not.toBe(first);
  });
});
