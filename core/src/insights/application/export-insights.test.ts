import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/time.ts';
import { BUILDER_NOW, anExportRecord, at } from '../testing/builders.ts';
import { insightsTestDeps } from '../testing/insights-test-deps.ts';
import { ExportInsights, type ExportInsightsInput } from './export-insights.ts';

const input: ExportInsightsInput = {
  companyId: 'company-1',
  userId: 'user-1',
  platform: 'twitch',
  from: at('2026-01-05T10:00:00.000Z'),
  to: BUILDER_NOW,
};

async function setup(now = BUILDER_NOW, earlierExports: Date[] = []) {
  const deps = insightsTestDeps(now);
  for (const createdAt of earlierExports) await deps.exports.save(anExportRecord({ companyId: 'company-1', createdAt }));
  return { deps, exportInsights: new ExportInsights(deps) };
}
const times = (count: number, date: Date) => Array.from({ length: count }, () => date);

describe('ExportInsights', () => {
  it('records the export and shows the exports left this month', async () => {
    const { deps, exportInsights } = await setup();

    const result = await exportInsights.execute(input);

    expect(result.ok && result.value.quota).toEqual({ limit: 5, used: 1, remaining: 4, resetsAt: at('2026-02-28T23:00:00.000Z') });
    expect(deps.exports.all()).toEqual([
      {
        id: expect.any(String),
        companyId: 'company-1',
        requestedByUserId: 'user-1',
        platform: 'twitch',
        from: input.from,
        to: input.to,
        createdAt: BUILDER_NOW,
      },
    ]);
  });

  it('allows the fifth export of the month and refuses the sixth without recording it', async () => {
    const fourth = await setup(BUILDER_NOW, times(4, at('2026-02-01T09:00:00.000Z')));
    const fifth = await fourth.exportInsights.execute(input);
    expect(fifth.ok && fifth.value.quota.remaining).toBe(0);

    const sixth = await fourth.exportInsights.execute(input);
    expect(!sixth.ok && sixth.error.code).toBe('INSIGHTS.EXPORT_QUOTA_EXHAUSTED');
    expect(fourth.deps.exports.all()).toHaveLength(5);
  });

  it('starts a new quota at midnight on the 1st in Stockholm, not in UTC', async () => {
    // 23:30 UTC on 31 January is already February in Stockholm: these five count for February.
    const spent = times(5, at('2026-01-31T23:30:00.000Z'));
    const inFebruary = await setup(at('2026-02-28T22:59:59.999Z'), spent);
    expect((await inFebruary.exportInsights.execute(input)).ok).toBe(false);

    const inMarch = await setup(at('2026-02-28T23:00:00.000Z'), spent);
    expect((await inMarch.exportInsights.execute(input)).ok).toBe(true);
  });

  it('counts only the company’s own exports', async () => {
    const { deps, exportInsights } = await setup();
    for (let i = 0; i < 5; i += 1) await deps.exports.save(anExportRecord({ companyId: 'company-2', createdAt: BUILDER_NOW }));

    expect((await exportInsights.execute(input)).ok).toBe(true);
  });

  it('refuses a YouTube period over 30 days and records nothing', async () => {
    const { deps, exportInsights } = await setup();

    const exactly30 = await exportInsights.execute({ ...input, platform: 'youtube', from: new Date(BUILDER_NOW.getTime() - 30 * DAY_MS) });
    const over30 = await exportInsights.execute({ ...input, platform: 'youtube', from: new Date(BUILDER_NOW.getTime() - 30 * DAY_MS - 1) });

    expect(exactly30.ok).toBe(true);
    expect(!over30.ok && over30.error.code).toBe('INSIGHTS.YOUTUBE_EXPORT_PERIOD_TOO_LONG');
    expect(deps.exports.all()).toHaveLength(1);
  });
});
