import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { DAY_MS } from '../../shared/time.ts';
import type { ReportedPost } from '../ports/reporting-source.port.ts';
import { InMemoryReportingSource } from '../testing/in-memory-reporting-source.ts';
import { GetCompanyReport } from './get-company-report.ts';

const post = (id: number, createdAt: Date): ReportedPost => ({
  id: `post-${id}`,
  creatorId: 'ada',
  gameId: 'lantern',
  gameName: 'Hollow Lantern',
  type: 'VIDEO',
  title: `Video ${id}`,
  views: 10,
  hoursWatched: 1,
  createdAt,
});

/** Ada has taken part in Acme's Quest for a year, so every piece of hers about Hollow Lantern counts. */
async function reportAt(now: string, postedAt: readonly Date[], periodDays = 7) {
  const source = new InMemoryReportingSource();
  source.gamesByCompany.set('acme', ['lantern']);
  source.activationsByCompany.set('acme', [
    {
      kind: 'QUEST',
      id: 'quest-1',
      name: 'Quest',
      gameIds: null,
      participants: [{ creatorId: 'ada', creatorName: 'Ada', from: new Date('2025-06-01T00:00:00Z'), until: null, costCents: 0 }],
    },
  ]);
  source.allPosts.push(...postedAt.map((at, i) => post(i, at)));
  const result = await new GetCompanyReport({ source, clock: new SettableClock(new Date(now)) }).execute({
    companyId: 'acme',
    query: { group: 'overview', periodDays },
  });
  if (!result.ok) throw result.error;
  return result.value;
}

const piecesByDay = (report: Awaited<ReturnType<typeof reportAt>>) =>
  Object.fromEntries(report.daily.filter((d) => d.contentPieces > 0).map((d) => [d.day, d.contentPieces]));

describe('A report’s period: whole Stockholm days ending today', () => {
  it('counts a piece posted minutes after Stockholm midnight as today’s, and starts at the first day’s midnight', async () => {
    // 00:10 on 3 December in Stockholm is still 2 December in UTC.
    const report = await reportAt('2026-12-02T23:10:00Z', [
      new Date('2026-12-02T23:05:00Z'), // 00:05 today in Stockholm
      new Date('2026-11-26T23:00:00Z'), // 00:00 on 27 November, the first day of the seven
      new Date('2026-11-26T22:59:00Z'), // 23:59 on 26 November, the day before the period
    ]);
    expect(report.daily.map((d) => d.day)).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(piecesByDay(report)).toEqual({ '2026-11-27': 1, '2026-12-03': 1 });
    expect(report.totals.contentPieces).toBe(2);
    expect(report.from).toEqual(new Date('2026-11-26T23:00:00Z'));
  });

  it('keeps every day once when the clocks go forward, its pieces in its own point', async () => {
    // Summer time began at 02:00 on 29 March 2026; 00:30 on 2 April is 22:30 UTC the day before.
    const report = await reportAt('2026-04-01T22:30:00Z', [
      new Date('2026-03-28T22:30:00Z'), // 23:30 on 28 March (winter time)
      new Date('2026-03-29T21:59:00Z'), // 23:59 on 29 March (summer time)
      new Date('2026-03-29T22:00:00Z'), // 00:00 on 30 March
    ]);
    expect(report.daily.map((d) => d.day)).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
    expect(piecesByDay(report)).toEqual({ '2026-03-28': 1, '2026-03-29': 1, '2026-03-30': 1 });
  });

  it('keeps every day once when the clocks go back', async () => {
    // Winter time began at 03:00 on 25 October 2026; the day has 25 hours.
    const report = await reportAt('2026-10-25T23:30:00Z', [new Date('2026-10-24T22:30:00Z'), new Date('2026-10-25T22:59:00Z')]);
    expect(report.daily.map((d) => d.day.slice(8))).toEqual(['20', '21', '22', '23', '24', '25', '26']);
    expect(piecesByDay(report)).toEqual({ '2026-10-25': 2 });
  });

  it('has as many points as days, and its total is the sum of its days, whatever the moment', async () => {
    const year = Date.parse('2026-01-01T00:00:00Z');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 365 * DAY_MS }),
        fc.constantFrom(7, 14, 30, 90, 180),
        fc.array(fc.integer({ min: -200 * DAY_MS, max: 0 }), { maxLength: 30 }),
        async (offset, periodDays, ages) => {
          const now = new Date(year + offset);
          const report = await reportAt(
            now.toISOString(),
            ages.map((age) => new Date(now.getTime() + age)),
            periodDays,
          );
          expect(report.daily).toHaveLength(periodDays);
          expect(new Set(report.daily.map((d) => d.day)).size).toBe(periodDays);
          expect(report.daily.reduce((sum, d) => sum + d.contentPieces, 0)).toBe(report.totals.contentPieces);
        },
      ),
      { numRuns: 200 },
    );
  });
});
