import { newId } from '../../shared/ids.ts';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { Report } from '../domain/report.entity.ts';
import { REPORTED_USERS_MAX, reportFormSchema } from '../domain/report.schema.ts';
import { AlreadyReported, CannotReportYourself, ReportedUserNotFound } from '../domain/reports.errors.ts';
import type { ReportsDeps } from './reports-deps.ts';

export type ReportUsersError = InvalidField | ReportedUserNotFound | CannotReportYourself | AlreadyReported;

/**
 * A signed-in person reports one or more users for staff to review. A second report of the same user
 * by the same person while the first is open is refused, so one person cannot flood the queue.
 */
export class ReportUsers {
  private readonly deps: ReportsDeps;

  constructor(deps: ReportsDeps) {
    this.deps = deps;
  }

  async execute(input: {
    reporterId: string;
    reportedUserIds: readonly string[];
    form: unknown;
  }): Promise<Result<Report, ReportUsersError>> {
    const form = parseInput(reportFormSchema, input.form);
    if (!form.ok) return form;
    const ids = [...new Set(input.reportedUserIds)];
    if (ids.length === 0 || ids.length > REPORTED_USERS_MAX) return err(new ReportedUserNotFound());
    if (ids.includes(input.reporterId)) return err(new CannotReportYourself());
    const existing = await this.deps.users.existing(ids);
    if (ids.some((id) => !existing.has(id))) return err(new ReportedUserNotFound());
    for (const id of ids) if (await this.deps.reports.hasOpenReport(input.reporterId, id)) return err(new AlreadyReported());
    const report: Report = {
      id: newId(),
      reporterId: input.reporterId,
      reportedUserIds: ids,
      reason: form.value.reason,
      note: form.value.note,
      status: 'open',
      createdAt: this.deps.clock.now(),
      reviewedBy: null,
      reviewedAt: null,
    };
    await this.deps.reports.save(report);
    return ok(report);
  }
}
