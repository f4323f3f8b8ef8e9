import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { CREATOR_HOME } from './operations.ts';

const app = useTestApp();

describe('the creator home', () => {
  it('answers a new creator in one request: no deals, no rate yet, and 30 days of their own (empty) figures', async () => {
    const { client } = await signedInCreator(app);
    const home = await client.op(CREATOR_HOME);
    expect(home.errors).toEqual([]);
    expect(home.data).toMatchObject({
      myKeyDeals: [],
      myMissionRuns: [],
      questOffers: { edges: [] },
      activeQuests: { edges: [] },
      myCompletionRate: { rate: null, onTime: 0, late: 0, missing: 0 },
    });
    const insights = home.data!.myInsights;
    expect(insights?.daily).toHaveLength(30);
    expect(insights?.figures).toMatchObject({ streams: 0, hoursWatched: 0 });
  });

  it('keeps a creator’s own figures from companies and visitors', async () => {
    const company = await signedInCompanyUser(app);
    const asCompany = await company.client.op(CREATOR_HOME);
    expect(asCompany.data?.myInsights ?? null).toBeNull();
    expect(asCompany.errors.map((e) => e.extensions?.['code'])).toContain('FORBIDDEN');
    const visitor = await app.client().op(CREATOR_HOME);
    expect(visitor.errors[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
