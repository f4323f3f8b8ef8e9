import type { Report, ReportStatus } from '../domain/report.entity.ts';

export interface ReportRepositoryPort {
  findById(id: string): Promise<Report | null>;
  /** Inserts or updates. */
  save(report: Report): Promise<void>;
  /** Whether this reporter has an open report naming this user. */
  hasOpenReport(reporterId: string, reportedUserId: string): Promise<boolean>;
  /** Reports in one status, oldest first (the staff queue works from the oldest), at most `limit`. */
  listByStatus(status: ReportStatus, limit: number): Promise<Report[]>;
}
