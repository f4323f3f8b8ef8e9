import type { InvalidField } from '../../shared/invalid-field.ts';
import { ok, type Result } from '../../shared/result.ts';
import { DAY_MS } from '../../shared/time.ts';
import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { ExportCheckError, ExportQuota } from '../domain/export-quota.ts';
import { parseInsightsFilter } from '../domain/insights-query.ts';
import type { StatisticsFilter } from '../ports/insights-statistics.port.ts';
import { ExportInsights } from './export-insights.ts';
import type { InsightsDeps } from './insights-deps.ts';

/**
 * The Content creators or Games list as a CSV of one platform: checks the filter, the YouTube period
 * and the monthly quota (one quota for both lists), records the export, and answers the filter the
 * file is then read with.
 */
export class StartInsightsExport {
  private readonly deps: Pick<InsightsDeps, 'exports' | 'clock'>;
  constructor(deps: Pick<InsightsDeps, 'exports' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    userId: string;
    platform: ChannelProvider;
    filter: unknown;
  }): Promise<Result<{ filter: StatisticsFilter; quota: ExportQuota }, InvalidField | ExportCheckError>> {
    const parsed = parseInsightsFilter(input.filter, this.deps.clock.now());
    if (!parsed.ok) return parsed;
    const filter = { ...parsed.value, platforms: [input.platform] };
    // Whole days as instants: a 30-day period spans exactly 30 x 24 hours, the YouTube limit.
    const from = new Date(Date.parse(filter.days.from));
    const to = new Date(Date.parse(filter.days.to) + DAY_MS);
    const recorded = await new ExportInsights(this.deps).execute({ ...input, from, to });
    return recorded.ok ? ok({ filter, quota: recorded.value.quota }) : recorded;
  }
}
