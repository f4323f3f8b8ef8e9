import { ok, type Result } from '../../shared/result.ts';
import type { ExportQuota } from '../domain/export-quota.ts';
import { currentExportQuota } from './current-export-quota.ts';
import type { InsightsDeps } from './insights-deps.ts';

/** Remaining exports, shown beside the export button (spec section 9). */
export class GetInsightsExportQuota {
  private readonly deps: Pick<InsightsDeps, 'exports' | 'clock'>;

  constructor(deps: Pick<InsightsDeps, 'exports' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string }): Promise<Result<ExportQuota, never>> {
    return ok(await currentExportQuota(this.deps, input.companyId, this.deps.clock.now()));
  }
}
