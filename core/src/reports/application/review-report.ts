import { err, ok, type Result } from '../../shared/result.ts';
import type { Report, ReportDecision } from '../domain/report.entity.ts';
import { ReportAlreadyReviewed, ReportNotFound } from '../domain/reports.errors.ts';
import type { ReportsDeps } from './reports-deps.ts';

/** Staff decide an open report once: actioned or dismissed, with who and when. */
export class ReviewReport {
  private readonly deps: ReportsDeps;

  constructor(deps: ReportsDeps) {
    this.deps = deps;
  }

  async execute(input: {
    staffId: string;
    reportId: string;
    decision: ReportDecision;
  }): Promise<Result<Report, ReportNotFound | ReportAlreadyReviewed>> {
    const report = await this.deps.reports.findById(input.reportId);
    if (!report) return err(new ReportNotFound());
    if (report.status !== 'open') return err(new ReportAlreadyReviewed());
    const reviewed: Report = { ...report, status: input.decision, reviewedBy: input.staffId, reviewedAt: this.deps.clock.now() };
    await this.deps.reports.save(reviewed);
    return ok(reviewed);
  }
}
