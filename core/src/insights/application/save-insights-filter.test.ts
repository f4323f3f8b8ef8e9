import { describe, expect, it } from 'vitest';
import { insightsTestDeps } from '../testing/insights-test-deps.ts';
import { ListSavedInsightsFilters } from './list-saved-insights-filters.ts';
import { SaveInsightsFilter } from './save-insights-filter.ts';

const input = { companyId: 'company-1', userId: 'user-1', name: 'Nordic mid tier', options: { tiers: ['mid'], countries: ['SE', 'NO'] } };

describe('SaveInsightsFilter', () => {
  it('saves the named filter with its options for the company', async () => {
    const deps = insightsTestDeps();

    const result = await new SaveInsightsFilter(deps).execute(input);

    expect(result.ok).toBe(true);
    const saved = await new ListSavedInsightsFilters(deps).execute({ companyId: 'company-1' });
    expect(saved.ok && saved.value).toEqual([
      {
        id: expect.any(String),
        companyId: 'company-1',
        createdByUserId: 'user-1',
        name: 'Nordic mid tier',
        createdAt: deps.clock.now(),
        options: expect.objectContaining({ tiers: ['mid'], countries: ['SE', 'NO'], aggregationPeriodDays: 30 }),
      },
    ]);
  });

  it('requires a name and saves nothing without one', async () => {
    const deps = insightsTestDeps();

    const result = await new SaveInsightsFilter(deps).execute({ ...input, name: '  ' });

    expect(!result.ok && result.error).toMatchObject({ code: 'INSIGHTS.FILTER_NAME_REQUIRED', field: 'name' });
    expect(await deps.filters.listByCompany('company-1')).toEqual([]);
  });

  it('refuses a name the company already uses in any case, but not one another company uses', async () => {
    const deps = insightsTestDeps();
    const save = new SaveInsightsFilter(deps);
    await save.execute(input);

    const again = await save.execute({ ...input, name: 'NORDIC MID TIER' });
    const elsewhere = await save.execute({ ...input, companyId: 'company-2' });

    expect(!again.ok && again.error).toMatchObject({ code: 'INSIGHTS.FILTER_NAME_TAKEN', field: 'name' });
    expect(elsewhere.ok).toBe(true);
  });
});
