import type { ReportRepositoryPort } from '@lurkit/core/reports/ports/report-repository.port.ts';
import { addMs } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

export type ReportsSeeding = { reports: ReportRepositoryPort };

/** Two open reports for demostaff's queue at /staff/reports, and one already dismissed. */
export async function seedReports(deps: ReportsSeeding, accounts: SeededAccounts, random: SeededRandom, now: Date): Promise<void> {
  const studio = accounts.companies[0];
  const [demo, second, third] = accounts.creators;
  if (!studio || !demo || !second || !third) return;
  const report = (reporterId: string, reportedUserIds: string[], hoursAgo: number) => ({
    id: random.uuid(),
    reporterId,
    reportedUserIds,
    note: null,
    createdAt: addMs(now, -hoursAgo * 3_600_000),
    reviewedBy: null,
    reviewedAt: null,
  });
  await deps.reports.save({
    ...report(studio.ownerId, [second.id], 30),
    reason: 'fakeAudience',
    note: 'Concurrent viewers jump from 40 to 900 at night while the chat stays empty.',
    status: 'open',
  });
  await deps.reports.save({ ...report(demo.id, [third.id], 5), reason: 'spam', status: 'open' });
  await deps.reports.save({
    ...report(studio.ownerId, [third.id], 24 * 20),
    reason: 'other',
    status: 'dismissed',
    reviewedBy: accounts.staffId,
    reviewedAt: addMs(now, -24 * 19 * 3_600_000),
  });
}
