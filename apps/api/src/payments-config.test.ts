import { expect, it } from 'vitest';
import { readConfig } from './config.ts';

const production = { NODE_ENV: 'production', SECRETS_KEY: 'ab'.repeat(32), AUTH_SECRET: 'cd'.repeat(32) };
const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
const trolley = { TROLLEY_ACCESS_KEY: 'AL_x', TROLLEY_SECRET_KEY: 'secret_x', TROLLEY_WEBHOOK_SECRET: 'whsec_t' };

it('takes Quest payments in the sandbox outside production when Stripe is not set', () => {
  expect(readConfig({}, 'http://localhost:3000').stripe).toBeUndefined();
});

it('refuses to start in production without Stripe, or with half of its settings', () => {
  expect(() => readConfig(production, 'https://lurkit.example')).toThrow(
    /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required in production/,
  );
  expect(() => readConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' }, 'https://lurkit.example')).toThrow(/required in production/);
  expect(readConfig({ ...production, ...stripe, ...trolley }, 'https://lurkit.example').stripe).toEqual({
    secretKey: 'sk_live_x',
    webhookSecret: 'whsec_x',
    baseUrl: undefined,
  });
});

it('pays creators through the sandbox outside production when Trolley is not set', () => {
  expect(readConfig({}, 'http://localhost:3000').trolley).toBeUndefined();
});

it('refuses to start in production without Trolley, or with part of its settings', () => {
  expect(() => readConfig({ ...production, ...stripe }, 'https://lurkit.example')).toThrow(
    /TROLLEY_ACCESS_KEY, TROLLEY_SECRET_KEY and TROLLEY_WEBHOOK_SECRET are required in production/,
  );
  expect(() => readConfig({ ...production, ...stripe, ...trolley, TROLLEY_WEBHOOK_SECRET: '' }, 'https://lurkit.example')).toThrow(
    /required in production/,
  );
  expect(readConfig({ ...production, ...stripe, ...trolley }, 'https://lurkit.example').trolley).toEqual({
    accessKey: 'AL_x',
    secretKey: 'secret_x',
    webhookSecret: 'whsec_t',
  });
});
