import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { DAY_MS } from '../../shared/time.ts';
import type { ReportedPost } from '../ports/reporting-source.port.ts';
import { InMemoryReportingSource } from '../testing/in-memory-reporting-source.ts';
import { GetCompanyReport } from './get-company-report.ts';

const NOW = new Date('2026-06-15T10:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY_MS);

let n = 0;
const post = (creatorId: string, gameId: string, at: Date, views: number, hoursWatched: number): ReportedPost => ({
  id: `post-${++n}`,
  creatorId,
  gameId,
  gameName: gameId === 'lantern' ? 'Hollow Lantern' : gameId === 'fjord' ? 'Fjord Fishers' : 'Other game',
  type: 'STREAM',
  title: `Stream ${n}`,
  views,
  hoursWatched,
  createdAt: at,
});

/** Acme runs a Key campaign for Hollow Lantern and a Quest; Ada takes part in both, Bo only in the Quest. */
function world() {
  const source = new InMemoryReportingSource();
  source.gamesByCompany.set('acme', ['lantern', 'fjord']);
  source.activationsByCompany.set('acme', [
    {
      kind: 'KEY',
      id: 'key-1',
      name: 'Lantern keys',
      gameIds: ['lantern'],
      participants: [{ creatorId: 'ada', creatorName: 'Ada', from: daysAgo(20), until: daysAgo(5), costCents: 0 }],
    },
    {
      kind: 'QUEST',
      id: 'quest-1',
      name: 'Summer quest',
      gameIds: null,
      participants: [
        { creatorId: 'ada', creatorName: 'Ada', from: daysAgo(10), until: null, costCents: 30_000 },
        { creatorId: 'bo', creatorName: 'Bo', from: daysAgo(200), until: null, costCents: 99_900 },
      ],
    },
  ]);
  source.activationsByCompany.set('globex', [
    {
      kind: 'KEY',
      id: 'key-9',
      name: 'Globex keys',
      gameIds: ['lantern'],
      participants: [{ creatorId: 'ada', creatorName: 'Ada', from: daysAgo(20), until: null, costCents: 0 }],
    },
  ]);
  source.allPosts.push(
    post('ada', 'lantern', daysAgo(30), 1_000, 100), // before she took part
    post('ada', 'lantern', daysAgo(15), 200, 20), // the Key campaign only
    post('ada', 'lantern', daysAgo(8), 300, 30), // both the Key campaign and the Quest
    post('ada', 'other', daysAgo(7), 5_000, 500), // not about the company's games
    post('ada', 'fjord', daysAgo(2), 100, 10), // the Quest only (the Key campaign ended)
    post('bo', 'fjord', daysAgo(1), 400, 45),
  );
  return { source, report: new GetCompanyReport({ source, clock: new SettableClock(NOW) }) };
}

describe('GetCompanyReport', () => {
  it('counts a piece for an activation only while its creator takes part, and only about the activation’s games', async () => {
    const { report } = world();
    const result = await report.execute({ companyId: 'acme', query: { group: 'overview', periodDays: 90 } });
    if (!result.ok) throw result.error;
    const { totals, activations } = result.value;
    expect(totals).toMatchObject({ creators: 2, contentPieces: 4, reach: 1_000, hoursWatched: 105 });
    expect(activations.map((a) => [a.name, a.figures.contentPieces, a.figures.hoursWatched])).toEqual([
      ['Summer quest', 3, 85],
      ['Lantern keys', 2, 50],
    ]);
    expect(result.value.content.find((c) => c.post.hoursWatched === 30)?.activationNames).toEqual(['Lantern keys', 'Summer quest']);
  });

  it('counts spend in the period its participation began, and divides it by hours watched in whole cents', async () => {
    const { report } = world();
    const result = await report.execute({ companyId: 'acme', query: { group: 'quests', periodDays: 30 } });
    if (!result.ok) throw result.error;
    // Bo's run was paid 200 days ago: his content counts, his spend belongs to that earlier period.
    expect(result.value.totals).toMatchObject({ costCents: 30_000, hoursWatched: 85, costPerHourWatchedCents: 353 });
    expect(result.value.creators.map((c) => [c.displayName, c.figures.costCents, c.figures.costPerHourWatchedCents])).toEqual([
      ['Bo', 0, null],
      ['Ada', 30_000, 750],
    ]);
  });

  it('adds the wishlists each creator’s tracked link brought, cost per wishlist and wishlists per hour watched', async () => {
    const { source, report } = world();
    source.wishlistDays.push(
      { companyId: 'acme', day: '2026-06-10', activationId: 'quest-1', creatorId: 'ada', wishlists: 40 },
      { companyId: 'acme', day: '2026-06-11', activationId: 'quest-1', creatorId: 'ada', wishlists: 20 },
      { companyId: 'acme', day: '2026-06-11', activationId: 'quest-1', creatorId: 'bo', wishlists: 25 },
      { companyId: 'acme', day: '2026-06-12', activationId: 'key-1', creatorId: 'ada', wishlists: 15 },
      // Before the period, another company's, and a creator who never took part: none count.
      { companyId: 'acme', day: '2026-01-02', activationId: 'quest-1', creatorId: 'ada', wishlists: 1_000 },
      { companyId: 'globex', day: '2026-06-11', activationId: 'key-9', creatorId: 'ada', wishlists: 1_000 },
      { companyId: 'acme', day: '2026-06-11', activationId: 'quest-1', creatorId: 'cy', wishlists: 1_000 },
    );
    const result = await report.execute({ companyId: 'acme', query: { group: 'quests', periodDays: 30 } });
    if (!result.ok) throw result.error;
    // 30,000 cents over 85 wishlists; 85 wishlists over 85 hours watched.
    expect(result.value.totals).toMatchObject({ wishlists: 85, costPerWishlistCents: 353, wishlistsPerHourWatched: 1 });
    expect(result.value.creators.map((c) => [c.displayName, c.figures.wishlists, c.figures.costPerWishlistCents])).toEqual([
      ['Bo', 25, null],
      ['Ada', 60, 500],
    ]);
    const overview = await report.execute({ companyId: 'acme', query: { group: 'overview', periodDays: 30 } });
    if (!overview.ok) throw overview.error;
    expect(overview.value.activations.map((a) => [a.name, a.figures.wishlists])).toEqual([
      ['Summer quest', 85],
      ['Lantern keys', 15],
    ]);
    expect(overview.value.games.every((g) => g.figures.wishlists === null)).toBe(true);
  });

  it('reports a group’s own activations only, by game and day', async () => {
    const { report } = world();
    const result = await report.execute({ companyId: 'acme', query: { group: 'keys', periodDays: 30 } });
    if (!result.ok) throw result.error;
    expect(result.value.activations.map((a) => a.id)).toEqual(['key-1']);
    expect(result.value.games.map((g) => [g.name, g.figures.contentPieces, g.figures.creators, g.figures.costCents])).toEqual([
      ['Hollow Lantern', 2, 1, null],
    ]);
    // 30 whole Stockholm days ending today: every one is a point.
    expect(result.value.daily).toHaveLength(30);
    expect(result.value.daily.filter((d) => d.contentPieces > 0).map((d) => d.hoursWatched)).toEqual([20, 30]);
  });

  it('reads only the asking company’s activations', async () => {
    const { report } = world();
    const result = await report.execute({ companyId: 'globex', query: { group: 'overview' } });
    if (!result.ok) throw result.error;
    expect(result.value.activations.map((a) => a.name)).toEqual(['Globex keys']);
    expect(result.value.periodDays).toBe(90);
  });

  it('refuses a group or period outside the spec’s at its field', async () => {
    const { report } = world();
    const group = await report.execute({ companyId: 'acme', query: { group: 'shop' } });
    expect(!group.ok && [group.error.field, group.error.code]).toEqual(['group', 'VALIDATION.INVALID_FIELD']);
    const period = await report.execute({ companyId: 'acme', query: { group: 'keys', periodDays: 365 } });
    expect(!period.ok && period.error.field).toBe('periodDays');
  });
});
