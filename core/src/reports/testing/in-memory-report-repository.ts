import type { Report, ReportStatus } from '../domain/report.entity.ts';
import type { ReportRepositoryPort } from '../ports/report-repository.port.ts';
import type { ReportedUsersPort } from '../ports/reported-users.port.ts';

export class InMemoryReportRepository implements ReportRepositoryPort {
  readonly #byId = new Map<string, Report>();

  async findById(id: string): Promise<Report | null> {
    const found = this.#byId.get(id);
    return found ? structuredClone(found) : null;
  }

  async save(report: Report): Promise<void> {
    this.#byId.set(report.id, structuredClone(report));
  }

  async hasOpenReport(reporterId: string, reportedUserId: string): Promise<boolean> {
    return [...this.#byId.values()].some(
      (r) => r.status === 'open' && r.reporterId === reporterId && r.reportedUserIds.includes(reportedUserId),
    );
  }

  async listByStatus(status: ReportStatus, limit: number): Promise<Report[]> {
    return [...this.#byId.values()]
      .filter((r) => r.status === status)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map((r) => structuredClone(r));
  }
}

/** The users that exist, set by the test. */
export class InMemoryReportedUsers implements ReportedUsersPort {
  readonly ids = new Set<string>();

  async existing(userIds: readonly string[]): Promise<Set<string>> {
    return new Set(userIds.filter((id) => this.ids.has(id)));
  }
}
