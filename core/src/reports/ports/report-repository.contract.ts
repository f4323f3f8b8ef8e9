import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { Report } from '../domain/report.entity.ts';
import type { ReportRepositoryPort } from './report-repository.port.ts';

export interface ReportRepositoryFixture extends ContractFixture {
  repo: ReportRepositoryPort;
  /** Saves a user and answers their id (reports name real users). */
  user: () => Promise<string>;
}

const uuid = () => globalThis.crypto.randomUUID();

export function aReportRecord(reporterId: string, reportedUserIds: string[], changes: Partial<Report> = {}): Report {
  return {
    id: uuid(),
    reporterId,
    reportedUserIds,
    reason: 'fakeAudience',
    note: 'Viewer count jumps without chat.',
    status: 'open',
    createdAt: BUILDER_NOW,
    reviewedBy: null,
    reviewedAt: null,
    ...changes,
  };
}

export function describeReportRepositoryContract(name: string, make: () => Promise<ReportRepositoryFixture>): void {
  describeContract('ReportRepositoryPort', name, make, (fixture) => {
    it('finds a saved report with everything it names, and updates it in place', async () => {
      const [reporter, a, b] = [await fixture().user(), await fixture().user(), await fixture().user()];
      const report = aReportRecord(reporter, [a, b]);
      await fixture().repo.save(report);
      expect(await fixture().repo.findById(report.id)).toEqual(report);

      const reviewed = {
        ...report,
        status: 'dismissed' as const,
        reviewedBy: reporter,
        reviewedAt: new Date(BUILDER_NOW.getTime() + 1000),
      };
      await fixture().repo.save(reviewed);
      expect(await fixture().repo.findById(report.id)).toEqual(reviewed);
      expect(await fixture().repo.findById(uuid())).toBeNull();
      expect(await fixture().repo.findById('not-an-id')).toBeNull();
    });

    it('knows whether a reporter has an open report naming a user; a reviewed one does not count', async () => {
      const [reporter, other, a, b] = [await fixture().user(), await fixture().user(), await fixture().user(), await fixture().user()];
      await fixture().repo.save(aReportRecord(reporter, [a]));
      await fixture().repo.save(aReportRecord(reporter, [b], { status: 'actioned' }));
      expect(await fixture().repo.hasOpenReport(reporter, a)).toBe(true);
      expect(await fixture().repo.hasOpenReport(reporter, b)).toBe(false);
      expect(await fixture().repo.hasOpenReport(other, a)).toBe(false);
    });

    it('lists one status oldest first, at most the limit', async () => {
      const [reporter, a] = [await fixture().user(), await fixture().user()];
      const newer = aReportRecord(reporter, [a], { createdAt: new Date(BUILDER_NOW.getTime() + 60_000) });
      const older = aReportRecord(reporter, [a], { createdAt: new Date(BUILDER_NOW.getTime() - 60_000) });
      const done = aReportRecord(reporter, [a], { status: 'dismissed' });
      for (const r of [newer, older, done]) await fixture().repo.save(r);
      const open = await fixture().repo.listByStatus('open', 10);
      expect(open.map((r) => r.id).filter((id) => id === newer.id || id === older.id)).toEqual([older.id, newer.id]);
      expect(open.some((r) => r.id === done.id)).toBe(false);
      expect(await fixture().repo.listByStatus('open', 1)).toHaveLength(1);
    });
  });
}
