import { exportQuota, quotaMonth, type ExportQuota } from '../domain/export-quota.ts';
import type { InsightsDeps } from './insights-deps.ts';

/** The company's quota for the Stockholm month containing now. */
export async function currentExportQuota(deps: Pick<InsightsDeps, 'exports'>, companyId: string, now: Date): Promise<ExportQuota> {
  const month = quotaMonth(now);
  return exportQuota(await deps.exports.countByCompanyCreatedBetween(companyId, month.from, month.to), now);
}
