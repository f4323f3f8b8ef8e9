import type { Report, ReportReason, ReportStatus } from '@lurkit/core/reports/domain/report.entity.ts';
import type { ReportRepositoryPort } from '@lurkit/core/reports/ports/report-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findRowById, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { UserReportEntity, type UserReportRow } from './report.entity.ts';

const fromRow = (row: UserReportRow): Report => ({
  id: row.id,
  reporterId: row.reporter,
  reportedUserIds: [...row.reportedUserIds],
  reason: row.reason as ReportReason,
  note: row.note ?? null,
  status: row.status as ReportStatus,
  createdAt: row.createdAt,
  reviewedBy: row.reviewedBy ?? null,
  reviewedAt: row.reviewedAt ?? null,
});

export class MikroOrmReportRepository implements ReportRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  findById(id: string): Promise<Report | null> {
    return findRowById(this.#em, UserReportEntity, id, fromRow);
  }

  async save(report: Report): Promise<void> {
    await unitOfWork(this.#em).upsert(
      UserReportEntity,
      {
        id: report.id,
        reporter: report.reporterId,
        reportedUserIds: [...report.reportedUserIds],
        reason: report.reason,
        note: report.note,
        status: report.status,
        createdAt: report.createdAt,
        reviewedBy: report.reviewedBy,
        reviewedAt: report.reviewedAt,
      },
      { onConflictFields: ['id'], onConflictAction: 'merge' },
    );
  }

  async hasOpenReport(reporterId: string, reportedUserId: string): Promise<boolean> {
    if (!isUuid(reporterId) || !isUuid(reportedUserId)) return false;
    const rows: unknown[] = await this.#em
      .getConnection()
      .execute(`select 1 from user_report where reporter_id = ? and status = 'open' and ?::uuid = any(reported_user_ids) limit 1`, [
        reporterId,
        reportedUserId,
      ]);
    return rows.length > 0;
  }

  async listByStatus(status: ReportStatus, limit: number): Promise<Report[]> {
    const rows = await unitOfWork(this.#em).find(UserReportEntity, { status }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit });
    return rows.map(fromRow);
  }
}
