import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import { newId } from '../../shared/ids.ts';
import { ok, type Result } from '../../shared/result.ts';
import { checkExport, exportQuota, type ExportCheckError, type ExportQuota } from '../domain/export-quota.ts';
import type { InsightsExport } from '../domain/insights-export.entity.ts';
import { currentExportQuota } from './current-export-quota.ts';
import type { InsightsDeps } from './insights-deps.ts';

export interface ExportInsightsInput {
  companyId: string;
  userId: string;
  platform: ChannelProvider;
  from: Date;
  to: Date;
}
export interface ExportInsightsOutput {
  export: InsightsExport;
  /** The quota after this export, so the modal can show what is left. */
  quota: ExportQuota;
}

/**
 * Checks the period and the monthly quota, then records the export; building the file is the
 * adapter's job. Two concurrent exports could both pass the count: the repository adapter must
 * serialise per company (e.g. a row lock) if the sixth export has to be refused under load.
 */
export class ExportInsights {
  private readonly deps: Pick<InsightsDeps, 'exports' | 'clock'>;

  constructor(deps: Pick<InsightsDeps, 'exports' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: ExportInsightsInput): Promise<Result<ExportInsightsOutput, ExportCheckError>> {
    const now = this.deps.clock.now();
    const quota = await currentExportQuota(this.deps, input.companyId, now);
    const allowed = checkExport({ platform: input.platform, range: { from: input.from, to: input.to } }, quota);
    if (!allowed.ok) return allowed;

    const record: InsightsExport = {
      id: newId(),
      companyId: input.companyId,
      requestedByUserId: input.userId,
      platform: input.platform,
      from: new Date(input.from),
      to: new Date(input.to),
      createdAt: now,
    };
    await this.deps.exports.save(record);
    return ok({ export: record, quota: exportQuota(quota.used + 1, now) });
  }
}
