import { describe, expect, it } from 'vitest';
import { insightsTestDeps } from '../testing/insights-test-deps.ts';
import { StartInsightsExport } from './start-insights-export.ts';

const input = {
  companyId: 'company-1',
  userId: 'user-1',
  platform: 'twitch' as const,
  filter: { aggregationPeriodDays: 90, tiers: ['mid'] },
};

describe('StartInsightsExport', () => {
  it('records the export and narrows the filter to the exported platform', async () => {
    const deps = insightsTestDeps();
    const result = await new StartInsightsExport(deps).execute(input);
    expect(result.ok && result.value.filter).toMatchObject({ platforms: ['twitch'], tiers: ['mid'] });
    expect(result.ok && result.value.quota.remaining).toBe(4);
    expect(deps.exports.all()).toHaveLength(1);
  });

  it('allows YouTube for 30 days and refuses 90, recording nothing', async () => {
    const deps = insightsTestDeps();
    const start = new StartInsightsExport(deps);
    expect((await start.execute({ ...input, platform: 'youtube', filter: { aggregationPeriodDays: 30 } })).ok).toBe(true);
    const tooLong = await start.execute({ ...input, platform: 'youtube' });
    expect(!tooLong.ok && tooLong.error.code).toBe('INSIGHTS.YOUTUBE_EXPORT_PERIOD_TOO_LONG');
    expect(deps.exports.all()).toHaveLength(1);
  });

  it('refuses a bad filter at its field before counting', async () => {
    const deps = insightsTestDeps();
    const result = await new StartInsightsExport(deps).execute({ ...input, filter: { tiers: ['giga'] } });
    expect(!result.ok && result.error.field).toBe('tiers.0');
    expect(deps.exports.all()).toEqual([]);
  });
});
