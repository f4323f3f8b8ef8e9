import { err, ok, type Result } from '../../shared/result.ts';
import { SteamGameNotFound, UtmReportRefused } from '../domain/attribution.errors.ts';
import { MAX_REPORTED_PROBLEMS, readUtmReport } from '../domain/utm-report.ts';
import type { UtmImportCounts } from '../ports/utm-report-repository.port.ts';
import type { AttributionDeps } from './attribution-deps.ts';

export interface UtmImportSummary extends UtmImportCounts {
  readonly appId: number;
  /** Data rows in the file. */
  readonly rowsRead: number;
  /** Lurkit's (date, campaign, content) rows stored. */
  readonly rowsImported: number;
}

/**
 * A company imports Steam's UTM report for one of its Steam games. The whole file is checked before
 * anything is written: one bad line refuses all of it, with each line and column at fault. Rows are
 * upserted per (game, date, campaign, content), so importing the same (or an overlapping) report
 * again replaces figures instead of adding to them.
 */
export class ImportUtmReport {
  private readonly deps: Pick<AttributionDeps, 'games' | 'reports' | 'clock'>;
  constructor(deps: Pick<AttributionDeps, 'games' | 'reports' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    appId: number;
    text: string;
  }): Promise<Result<UtmImportSummary, SteamGameNotFound | UtmReportRefused>> {
    const games = await this.deps.games.steamGamesOf(input.companyId);
    if (!games.some((g) => g.appId === input.appId)) return err(new SteamGameNotFound());
    const read = readUtmReport(input.text);
    if (!read.ok) return err(new UtmReportRefused(read.problems.slice(0, MAX_REPORTED_PROBLEMS), read.problems.length));
    const counts = await this.deps.reports.upsert(input.companyId, input.appId, read.report.rows, this.deps.clock.now());
    return ok({ appId: input.appId, rowsRead: read.report.rowsRead, rowsImported: read.report.rows.length, ...counts });
  }
}
