import { describe, expect, it } from 'vitest';
import { BUILDER_NOW, anExportRecord, at } from '../testing/builders.ts';
import { insightsTestDeps } from '../testing/insights-test-deps.ts';
import { GetInsightsExportQuota } from './get-insights-export-quota.ts';

describe('GetInsightsExportQuota', () => {
  it('shows the exports used and left in the current Stockholm month', async () => {
    const deps = insightsTestDeps();
    await deps.exports.save(anExportRecord({ companyId: 'company-1', createdAt: at('2026-01-31T22:59:59.999Z') })); // January
    await deps.exports.save(anExportRecord({ companyId: 'company-1', createdAt: at('2026-01-31T23:00:00.000Z') })); // February
    await deps.exports.save(anExportRecord({ companyId: 'company-1', createdAt: BUILDER_NOW }));

    const result = await new GetInsightsExportQuota(deps).execute({ companyId: 'company-1' });

    expect(result).toEqual({ ok: true, value: { limit: 5, used: 2, remaining: 3, resetsAt: at('2026-02-28T23:00:00.000Z') } });
  });
});
