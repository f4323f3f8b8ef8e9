import { describe, expect, it } from 'vitest';
import type { CompanyReport } from '../operations/reporting.operations.ts';
import { csvField, reportCsv } from './report-csv.ts';

const usd = (cents: number) => ({ cents, currency: 'USD' as const });
const noWishlists = { wishlists: null, costPerWishlist: null, wishlistsPerHourWatched: null };
const report = {
  from: '2026-08-28T10:00:00.000Z',
  to: '2026-11-26T10:00:00.000Z',
  periodDays: 90,
  totals: { ...noWishlists, creators: 1, contentPieces: 1, reach: 100, hoursWatched: 8, cost: usd(1_000), costPerHourWatched: usd(125) },
  daily: [],
  activations: [
    {
      id: 'q1',
      kind: 'QUEST',
      name: 'Launch, "big" quest',
      figures: {
        creators: 1,
        contentPieces: 1,
        reach: 100,
        hoursWatched: 8.333,
        cost: usd(1_000),
        costPerHourWatched: usd(120),
        wishlists: 40,
        costPerWishlist: usd(25),
        wishlistsPerHourWatched: 4.8,
      },
    },
  ],
  creators: [
    {
      creatorId: 'c1',
      displayName: 'Ada',
      figures: {
        ...noWishlists,
        creators: 1,
        contentPieces: 1,
        reach: 100,
        hoursWatched: 8,
        cost: usd(1_000),
        costPerHourWatched: usd(125),
      },
    },
  ],
  games: [
    {
      gameId: 'g1',
      name: 'Moonlight',
      figures: { ...noWishlists, creators: 1, contentPieces: 1, reach: 100, hoursWatched: 8, cost: null, costPerHourWatched: null },
    },
  ],
  content: [
    {
      id: 'p1',
      type: 'STREAM',
      title: '=HYPERLINK("x")',
      creatorId: 'c1',
      creatorName: 'Ada',
      gameName: 'Moonlight',
      views: 100,
      hoursWatched: 8,
      createdAt: '2026-11-20T18:00:00.000Z',
      activationNames: ['Launch quest', 'Program'],
    },
  ],
} satisfies CompanyReport;

describe('reportCsv', () => {
  it('writes a tab’s rows with money in dollars, quoting what needs it', () => {
    expect(reportCsv(report, 'activations')).toBe(
      'Activation,Kind,Creators,Content pieces,Reach (views),Hours watched,Spend (USD),Cost per hour watched (USD),Wishlists,Cost per wishlist (USD),Wishlists per hour watched\n' +
        '"Launch, ""big"" quest",Quest,1,1,100,8.33,10.00,1.20,40,0.25,4.8\n',
    );
    expect(reportCsv(report, 'games').split('\n')[1]).toBe('Moonlight,1,1,100,8,,,,,');
  });

  it('gives a creator’s row no count of creators, which would always read 1', () => {
    const [header, row] = reportCsv(report, 'creators').split('\n');
    expect(header).toBe(
      'Creator,Content pieces,Reach (views),Hours watched,Spend (USD),Cost per hour watched (USD),Wishlists,Cost per wishlist (USD),Wishlists per hour watched',
    );
    expect(row).toBe('Ada,1,100,8,10.00,1.25,,,');
  });

  it('never lets a spreadsheet run a title as a formula, and dates a piece in Stockholm time', () => {
    const [header, row] = reportCsv(report, 'content').split('\n');
    expect(header).toContain(',Published (Stockholm time),');
    expect(row).toBe(`"'=HYPERLINK(""x"")",STREAM,Ada,Moonlight,Launch quest; Program,2026-11-20 19:00,100,8`);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(null)).toBe('');
  });
});
