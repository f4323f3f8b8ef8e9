import { FakeStripeServer } from '@lurkit/adapters/stripe/testing/fake-stripe-server.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';

const SECRET = 'sk_test_lurkit_seed';
const fake = new FakeStripeServer(SECRET);
const stripeUrl = await fake.start();
afterAll(() => fake.stop());

const app = useTestApp({
  seedDemoData: true,
  env: { STRIPE_SECRET_KEY: SECRET, STRIPE_WEBHOOK_SECRET: 'whsec_seed', STRIPE_API_URL: stripeUrl },
});

describe('the demo world with Stripe configured', () => {
  it('seeds an empty database without asking Stripe about its sandbox payments: the refund is the sandbox’s', async () => {
    expect((await app.client().request('/api/build-id')).status).toBe(200);
    const [refunds] = await sql<{ count: string }>(app.databaseUrl, 'select count(*) as count from sandbox_refund', []);
    expect(Number(refunds?.count)).toBeGreaterThan(0);
    expect(fake.refunds.size).toBe(0);
    expect(fake.sessions.size).toBe(0);
  });
});
