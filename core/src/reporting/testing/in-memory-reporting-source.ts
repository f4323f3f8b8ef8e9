import type { ReportedActivationKind } from '../domain/reporting.schema.ts';
import type { ReportedActivation, ReportedPost, ReportedWishlists, ReportingSourcePort } from '../ports/reporting-source.port.ts';

/** The activations and posts a test arranges, read the way the SQL source reads its tables. */
export class InMemoryReportingSource implements ReportingSourcePort {
  readonly activationsByCompany = new Map<string, ReportedActivation[]>();
  readonly gamesByCompany = new Map<string, string[]>();
  readonly allPosts: ReportedPost[] = [];
  /** Imported report rows: the company's, per day. */
  readonly wishlistDays: (ReportedWishlists & { companyId: string; day: string })[] = [];

  async activations(companyId: string, kinds: readonly ReportedActivationKind[]): Promise<ReportedActivation[]> {
    return (this.activationsByCompany.get(companyId) ?? []).filter((a) => kinds.includes(a.kind));
  }

  async companyGameIds(companyId: string): Promise<string[]> {
    return [...(this.gamesByCompany.get(companyId) ?? [])];
  }

  async posts(creatorIds: readonly string[], gameIds: readonly string[], from: Date, to: Date): Promise<ReportedPost[]> {
    return this.allPosts
      .filter((p) => creatorIds.includes(p.creatorId) && gameIds.includes(p.gameId) && p.createdAt >= from && p.createdAt < to)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async wishlists(companyId: string, firstDay: string, lastDay: string): Promise<ReportedWishlists[]> {
    const sums = new Map<string, ReportedWishlists>();
    for (const row of this.wishlistDays) {
      if (row.companyId !== companyId || row.day < firstDay || row.day > lastDay) continue;
      const key = `${row.activationId}\n${row.creatorId}`;
      const sum = sums.get(key) ?? { activationId: row.activationId, creatorId: row.creatorId, wishlists: 0 };
      sums.set(key, { ...sum, wishlists: sum.wishlists + row.wishlists });
    }
    return [...sums.values()];
  }
}
