import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { ANALYTICS_PAGE, CREATE_ANALYTICS_PAGE, DELETE_ANALYTICS_PAGE, MY_ANALYTICS_PAGES, UPDATE_ANALYTICS_PAGE } from './operations.ts';

const app = useTestApp();
const input = (name: string) => ({ name, period: 'LAST_90_DAYS' as const, figures: ['hoursWatched' as const, 'averageCcv' as const] });

describe('Analytics pages through the API', () => {
  it('creates six, refuses the seventh with 5015, and a bad name with 5012 at the name', async () => {
    const creator = await signedInCreator(app);
    for (let i = 1; i <= 6; i += 1)
      expect((await creator.client.op(CREATE_ANALYTICS_PAGE, { input: input(`stats-${i}`) })).errors).toEqual([]);
    const seventh = await creator.client.op(CREATE_ANALYTICS_PAGE, { input: input('stats-7') });
    expect(seventh.errors[0]?.extensions).toMatchObject({ code: '5015' });
    expect((await creator.client.op(MY_ANALYTICS_PAGES)).data?.myAnalyticsPages).toHaveLength(6);

    const other = await signedInCreator(app);
    const badName = await other.client.op(CREATE_ANALYTICS_PAGE, { input: input('my stats!') });
    expect(badName.errors[0]?.extensions).toMatchObject({ code: '5012', field: 'name' });
  });

  it('shows a page with the figures over its period, saves edits and deletes', async () => {
    const creator = await signedInCreator(app);
    const id = (await creator.client.op(CREATE_ANALYTICS_PAGE, { input: input('sponsor-deck') })).data!.createAnalyticsPage.id;
    const shown = await creator.client.op(ANALYTICS_PAGE, { id, period: 'LAST_90_DAYS' });
    expect(shown.errors).toEqual([]);
    expect(shown.data?.myAnalyticsPage).toMatchObject({
      name: 'sponsor-deck',
      period: 'LAST_90_DAYS',
      figures: ['hoursWatched', 'averageCcv'],
    });
    expect(shown.data?.myInsights?.figures).toMatchObject({ hoursWatched: expect.any(Number) });

    const edited = await creator.client.op(UPDATE_ANALYTICS_PAGE, {
      id,
      input: { name: 'sponsor-deck', period: 'LAST_30_DAYS', figures: ['streams'] },
    });
    expect(edited.data?.updateAnalyticsPage).toMatchObject({ period: 'LAST_30_DAYS', figures: ['streams'] });
    expect((await creator.client.op(DELETE_ANALYTICS_PAGE, { id })).data?.deleteAnalyticsPage).toBe(id);
    expect((await creator.client.op(MY_ANALYTICS_PAGES)).data?.myAnalyticsPages).toEqual([]);
  });

  it("keeps each creator's pages to them, and companies out", async () => {
    const owner = await signedInCreator(app);
    const id = (await owner.client.op(CREATE_ANALYTICS_PAGE, { input: input('private-stats') })).data!.createAnalyticsPage.id;
    const other = await signedInCreator(app);
    expect((await other.client.op(MY_ANALYTICS_PAGES)).data?.myAnalyticsPages).toEqual([]);
    expect((await other.client.op(DELETE_ANALYTICS_PAGE, { id })).errors[0]?.extensions?.code).toBe('ANALYTICS_PAGES.NOT_FOUND');
    const company = await signedInCompanyUser(app);
    expect((await company.client.op(MY_ANALYTICS_PAGES)).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await owner.client.op(MY_ANALYTICS_PAGES)).data?.myAnalyticsPages).toHaveLength(1);
  });
});
