import { describe, expect, it } from 'vitest';
import { insightsTestDeps } from '../testing/insights-test-deps.ts';
import { DeleteInsightsFilter } from './delete-insights-filter.ts';
import { SaveInsightsFilter } from './save-insights-filter.ts';

describe('DeleteInsightsFilter', () => {
  it('deletes the company’s own filter and answers not found to another company', async () => {
    const deps = insightsTestDeps();
    const saved = await new SaveInsightsFilter(deps).execute({ companyId: 'company-1', userId: 'user-1', name: 'Mine', options: {} });
    const filterId = saved.ok ? saved.value.id : '';
    const stranger = await new DeleteInsightsFilter(deps).execute({ companyId: 'company-2', filterId });
    expect(!stranger.ok && stranger.error.code).toBe('INSIGHTS.FILTER_NOT_FOUND');
    expect(await deps.filters.listByCompany('company-1')).toHaveLength(1);
    expect((await new DeleteInsightsFilter(deps).execute({ companyId: 'company-1', filterId })).ok).toBe(true);
    expect(await deps.filters.listByCompany('company-1')).toEqual([]);
  });
});
