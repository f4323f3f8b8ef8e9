import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { CreatorLocale } from '../testing/in-memory-statistics-store.ts';
import { aRecordedPost, aSample } from '../testing/statistics-builders.ts';
import { BUILDER_NOW } from '../testing/builders.ts';
import { unchattedViewers } from '../domain/audience-authenticity.ts';
import { periodDays } from '../domain/statistics-days.ts';
import type { InsightsStatisticsPort, RankedCreator, StatisticsFilter } from './insights-statistics.port.ts';
import type { StatisticsRecorderPort } from './statistics-recorder.port.ts';
import { statisticsInvariantTests } from './statistics-invariants.contract.ts';

export interface StatisticsStoreFixture extends ContractFixture {
  store: StatisticsRecorderPort & InsightsStatisticsPort;
  /** Creators that exist (three of them). */
  creatorIds: readonly string[];
  /** Fresh game ids (three of them), not yet recorded. */
  gameIds: readonly string[];
  setLocale(creatorId: string, locale: CreatorLocale): Promise<void>;
}

const DAYS_30 = periodDays(30, BUILDER_NOW);
const hoursAgo = (hours: number) => new Date(BUILDER_NOW.getTime() - hours * 3_600_000);
const everyone = (changes: Partial<StatisticsFilter> = {}): StatisticsFilter => ({
  days: DAYS_30,
  platforms: [],
  languages: [],
  countries: [],
  gameIds: [],
  tiers: [],
  tierBasis: 'CCV',
  ...changes,
});

export function describeStatisticsStoreContract(name: string, make: () => Promise<StatisticsStoreFixture>): void {
  describeContract('StatisticsStore (recorder and insights reader)', name, make, (fixture) => {
    it('sums a creator’s listed posts over the period, weighting average CCV by air time', async () => {
      const [creator = ''] = fixture().creatorIds;
      const { store } = fixture();
      await store.record({
        posts: [
          aRecordedPost(creator, { durationSeconds: 3 * 3_600, hoursWatched: 300, averageCcv: 100, peakCcv: 150 }),
          aRecordedPost(creator, { durationSeconds: 3_600, hoursWatched: 20, averageCcv: 20, peakCcv: 40, createdAt: hoursAgo(50) }),
          aRecordedPost(creator, { type: 'VIDEO', durationSeconds: 600, views: 1_000, hoursWatched: 40, averageCcv: 0, peakCcv: 0 }),
          aRecordedPost(creator, { durationSeconds: 3_600, hoursWatched: 999, listed: false }),
          aRecordedPost(creator, { hoursWatched: 777, createdAt: hoursAgo(24 * 40) }),
        ],
      });
      const figures = await store.creatorFigures(creator, DAYS_30);
      expect(figures.streams).toBe(2);
      expect(figures.streamHours).toBe(4);
      expect(figures.averageCcv).toBe(80);
      expect(figures.peakCcv).toBe(150);
      expect(figures.videos).toBe(1);
      expect(figures.videoViews).toBe(1_000);
      expect(figures.hoursWatched).toBe(320);
      expect(figures.watchTimeHours).toBe(40);
    });

    it('sums a live-sampled stream’s samples into its figures, each reading adding to the last', async () => {
      const [creator = ''] = fixture().creatorIds;
      const { store } = fixture();
      const live = aRecordedPost(creator, {
        createdAt: hoursAgo(3),
        durationSeconds: 0,
        hoursWatched: 0,
        averageCcv: 0,
        peakCcv: 0,
        figuresFromSamples: true,
      });
      await store.record({ posts: [live], samples: [{ ...aSample(live, hoursAgo(2), 120), chatters: 60 }] });
      await store.record({ posts: [live], samples: [{ ...aSample(live, hoursAgo(1.9), 240), chatters: 100 }] });
      // The same slot read again (a retried job) replaces its sample instead of adding air time.
      await store.record({ posts: [live], samples: [{ ...aSample(live, hoursAgo(1.9), 180), chatters: 90 }] });

      const figures = await store.creatorFigures(creator, DAYS_30);
      expect(figures.streams).toBe(1);
      expect(figures.streamHours).toBeCloseTo(600 / 3600);
      expect(figures.hoursWatched).toBeCloseTo((120 * 300 + 180 * 300) / 3600);
      expect(figures.averageCcv).toBe(150);
      expect(figures.peakCcv).toBe(180);
      const chat = { chatters: 150, viewers: 300, unchattedViewers: 0 };
      expect((await store.creatorPeriod(creator, DAYS_30)).chat).toEqual(chat);
      expect((await store.creatorsFiguresAndDaily([creator], DAYS_30)).get(creator)?.chat).toEqual(chat);
    });

    it("counts a live stream's viewers its own chat does not account for, as core's rule reads its samples", async () => {
      const [creator = ''] = fixture().creatorIds;
      const { store } = fixture();
      const live = aRecordedPost(creator, { createdAt: hoursAgo(4), figuresFromSamples: true });
      // Forty minutes of an ordinary chat, then bots for twenty; one reading without its chat counts for nothing.
      const curve = [
        { viewers: 40, chatters: 20 },
        { viewers: 42, chatters: 21 },
        { viewers: 41, chatters: 20 },
        { viewers: 40, chatters: 21 },
        { viewers: 240, chatters: 20 },
        { viewers: 241, chatters: 21 },
        { viewers: 500, chatters: null },
      ];
      const samples = curve.map((s, i) => ({ ...aSample(live, hoursAgo(3 - i / 6), s.viewers), chatters: s.chatters }));
      await store.record({ posts: [live], samples: samples.slice(0, 3) });
      await store.record({ posts: [live], samples: samples.slice(3) });
      const chat = { chatters: 123, viewers: 644, unchattedViewers: unchattedViewers(curve) };
      expect(chat.unchattedViewers).toBeGreaterThan(300);
      expect((await store.creatorPeriod(creator, DAYS_30)).chat).toEqual(chat);
      expect((await store.creatorsFiguresAndDaily([creator], DAYS_30)).get(creator)?.chat).toEqual(chat);
    });

    it('knows no chat for a creator whose streams were never sampled with chatters', async () => {
      const [, creator = ''] = fixture().creatorIds;
      const { store } = fixture();
      const live = aRecordedPost(creator, { createdAt: hoursAgo(3), figuresFromSamples: true });
      await store.record({ posts: [live], samples: [aSample(live, hoursAgo(2), 120)] });
      expect((await store.creatorPeriod(creator, DAYS_30)).chat).toBeNull();
    });

    it('replaces a post recorded again instead of counting it twice', async () => {
      const [creator = ''] = fixture().creatorIds;
      const live = aRecordedPost(creator, { hoursWatched: 10 });
      await fixture().store.record({ posts: [live] });
      await fixture().store.record({ posts: [{ ...live, hoursWatched: 25, durationSeconds: 7_200 }] });
      const figures = await fixture().store.creatorFigures(creator, DAYS_30);
      expect(figures.streams).toBe(1);
      expect(figures.hoursWatched).toBe(25);
      expect((await fixture().store.listPosts(creator, 'STREAM', { limit: 10, after: null })).rows).toHaveLength(1);
    });

    it("reads many creators' figures, days and chat at once, as each one's own period answers them", async () => {
      const [a = '', b = '', quiet = ''] = fixture().creatorIds;
      await fixture().store.record({
        posts: [aRecordedPost(a, { hoursWatched: 10 }), aRecordedPost(a, { hoursWatched: 4, createdAt: hoursAgo(30) }), aRecordedPost(b)],
      });
      const both = await fixture().store.creatorsFiguresAndDaily([a, b, quiet, 'not-an-id'], DAYS_30);
      expect([...both.keys()].sort()).toEqual([a, b].sort());
      const own = await fixture().store.creatorPeriod(a, DAYS_30);
      expect(both.get(a)).toEqual({ figures: own.figures, daily: own.daily, chat: own.chat });
      expect(both.get(b)?.daily).toEqual((await fixture().store.creatorPeriod(b, DAYS_30)).daily);
    });

    it('keeps days in Stockholm time: 23:30 UTC in winter is the next day there', async () => {
      const [creator = ''] = fixture().creatorIds;
      await fixture().store.record({ posts: [aRecordedPost(creator, { createdAt: new Date('2026-02-02T23:30:00.000Z') })] });
      const { daily } = await fixture().store.creatorPeriod(creator, DAYS_30);
      expect(daily.map((d) => d.day)).toEqual(['2026-02-03']);
      expect(await fixture().store.creatorFigures(creator, { from: '2026-02-02', to: '2026-02-02' })).toMatchObject({ streams: 0 });
    });

    it('answers a game’s figures with the number of distinct creators, and each creator’s games', async () => {
      const [a = '', b = ''] = fixture().creatorIds;
      const [game = '', other = ''] = fixture().gameIds;
      await fixture().store.record({
        games: [
          { id: game, name: 'Contract Quest' },
          { id: other, name: 'Other Game' },
        ],
        posts: [
          aRecordedPost(a, { gameId: game, hoursWatched: 10 }),
          aRecordedPost(a, { gameId: game, hoursWatched: 5, createdAt: hoursAgo(30) }),
          aRecordedPost(b, { gameId: game, hoursWatched: 1 }),
          aRecordedPost(a, { gameId: other, hoursWatched: 100 }),
        ],
      });
      expect(await fixture().store.gameFigures(game, DAYS_30)).toMatchObject({ creators: 2, figures: { hoursWatched: 16, streams: 3 } });
      expect((await fixture().store.creatorPeriod(a, DAYS_30)).games.map((g) => [g.gameId, g.figures.hoursWatched])).toEqual([
        [other, 100],
        [game, 15],
      ]);
      const period = await fixture().store.creatorPeriod(a, DAYS_30);
      expect(period.figures).toEqual(await fixture().store.creatorFigures(a, DAYS_30));
      expect(period.daily.map((d) => d.day)).toEqual([...new Set(period.daily.map((d) => d.day))].sort());
      expect(period.daily.reduce((sum, d) => sum + d.figures.hoursWatched, 0)).toBe(115);
      expect(period.chat).toBeNull();
      expect((await fixture().store.gameDaily(game, DAYS_30)).reduce((sum, d) => sum + d.figures.streams, 0)).toBe(3);
      expect(await fixture().store.searchGames('contract', 5)).toEqual([{ id: game, name: 'Contract Quest' }]);
      expect((await fixture().store.findGames([other, game])).map((g) => g.name).sort()).toEqual(['Contract Quest', 'Other Game']);
    });

    it('ranks creators by hours watched and pages on with the cursor', async () => {
      const [a = '', b = '', c = ''] = fixture().creatorIds;
      await fixture().store.record({
        posts: [aRecordedPost(a, { hoursWatched: 10 }), aRecordedPost(b, { hoursWatched: 30 }), aRecordedPost(c, { hoursWatched: 20 })],
      });
      const first = await fixture().store.rankCreators(everyone(), { limit: 2, after: null });
      expect(first.rows.map((r) => r.creatorId)).toEqual([b, c]);
      expect(first.total).toBe(3);
      const second = await fixture().store.rankCreators(everyone(), { limit: 2, after: first.endCursor });
      expect(second.rows.map((r) => r.creatorId)).toEqual([a]);
    });

    it('hands over the whole ranking in batches, in the ranking order and with its filters', async () => {
      const [a = '', b = '', c = ''] = fixture().creatorIds;
      await fixture().store.record({
        posts: [
          aRecordedPost(a, { provider: 'twitch', hoursWatched: 10 }),
          aRecordedPost(b, { provider: 'twitch', hoursWatched: 30 }),
          aRecordedPost(c, { provider: 'twitch', hoursWatched: 20 }),
          aRecordedPost(c, { provider: 'youtube', hoursWatched: 50 }),
        ],
      });
      const batches: string[][] = [];
      await fixture().store.eachRankedCreator(everyone({ platforms: ['twitch'] }), 2, async (rows) => {
        batches.push(rows.map((r) => r.creatorId));
      });
      expect(batches).toEqual([[b, c], [a]]);
      const ranked = await fixture().store.rankCreators(everyone(), { limit: 10, after: null });
      const all: RankedCreator[] = [];
      await fixture().store.eachRankedCreator(everyone(), 10, async (rows) => {
        all.push(...rows);
      });
      expect(all).toEqual(ranked.rows);
    });

    it('filters the ranking by platform, game, language, country and tier', async () => {
      const [a = '', b = '', c = ''] = fixture().creatorIds;
      const [game = ''] = fixture().gameIds;
      await fixture().store.record({
        games: [{ id: game, name: 'Filter Game' }],
        posts: [
          aRecordedPost(a, { provider: 'twitch', gameId: game, averageCcv: 10, hoursWatched: 10, durationSeconds: 3_600 }),
          aRecordedPost(b, { provider: 'youtube', averageCcv: 10.5, hoursWatched: 10.5, durationSeconds: 3_600 }),
          aRecordedPost(c, { provider: 'twitch', averageCcv: 2_000, hoursWatched: 2_000, durationSeconds: 3_600 }),
        ],
      });
      await fixture().setLocale(a, { languages: ['sv'], countries: ['SE'] });
      await fixture().setLocale(b, { languages: ['en'], countries: ['US'] });
      await fixture().setLocale(c, { languages: ['en'], countries: ['GB'] });
      const ids = async (changes: Partial<StatisticsFilter>) =>
        (await fixture().store.rankCreators(everyone(changes), { limit: 10, after: null })).rows.map((r) => r.creatorId);
      expect(await ids({ platforms: ['youtube'] })).toEqual([b]);
      expect(await ids({ gameIds: [game] })).toEqual([a]);
      expect(await ids({ languages: ['en'] })).toEqual([c, b]);
      expect(await ids({ countries: ['SE', 'GB'] })).toEqual([c, a]);
      // Exactly 10 CCV is nano, 10.5 is micro (tier bounds belong to the lower tier).
      expect(await ids({ tiers: ['nano'] })).toEqual([a]);
      expect(await ids({ tiers: ['micro', 'macro'] })).toEqual([c, b]);
      const games = await fixture().store.rankGames(everyone(), { limit: 10, after: null });
      expect(games.rows.map((g) => [g.gameId, g.creators])).toEqual([[game, 1]]);
    });

    it('refuses a batch whose sample names an unknown post, writing none of it', async () => {
      const [creator = ''] = fixture().creatorIds;
      const post = aRecordedPost(creator);
      const stray = aRecordedPost(creator, { externalId: 'never-recorded' });
      await expect(fixture().store.record({ posts: [post], samples: [aSample(stray, hoursAgo(1), 5)] })).rejects.toThrow();
      expect((await fixture().store.listPosts(creator, 'STREAM', { limit: 10, after: null })).rows).toEqual([]);
    });

    it('lists a creator’s posts newest first, unlisted ones marked, and a stream’s samples in time order', async () => {
      const [creator = ''] = fixture().creatorIds;
      const older = aRecordedPost(creator, { createdAt: hoursAgo(5) });
      const newer = aRecordedPost(creator, { createdAt: hoursAgo(2), listed: false });
      await fixture().store.record({
        posts: [older, newer],
        samples: [aSample(older, hoursAgo(4.9), 30), aSample(older, hoursAgo(4.95), 20), aSample(older, hoursAgo(4.9), 35)],
      });
      const posts = await fixture().store.listPosts(creator, 'STREAM', { limit: 10, after: null });
      expect(posts.rows.map((p) => [p.externalId, p.listed])).toEqual([
        [newer.externalId, false],
        [older.externalId, true],
      ]);
      const olderId = posts.rows[1]?.id ?? '';
      expect(await fixture().store.findPost(olderId)).toMatchObject({ externalId: older.externalId, creatorId: creator });
      expect((await fixture().store.findPosts([olderId, globalThis.crypto.randomUUID(), 'not-a-uuid'])).map((p) => p.externalId)).toEqual([
        older.externalId,
      ]);
      expect((await fixture().store.streamSamples(olderId)).map((s) => s.viewers)).toEqual([20, 35]);
      expect(await fixture().store.listPosts(creator, 'VIDEO', { limit: 10, after: null })).toMatchObject({ rows: [], total: 0 });
    });
    it('lists the streams on air since an instant by their latest sample, most viewers first, narrowed to games', async () => {
      const [a = '', b = '', c = ''] = fixture().creatorIds;
      const [game = ''] = fixture().gameIds;
      const onAir = aRecordedPost(a, { gameId: game, title: 'Live now' });
      const bigger = aRecordedPost(b);
      const ended = aRecordedPost(c);
      const unlisted = aRecordedPost(c, { listed: false });
      await fixture().store.record({
        games: [{ id: game, name: 'Live Quest' }],
        posts: [onAir, bigger, ended, unlisted],
        samples: [
          aSample(onAir, hoursAgo(0.5), 900),
          aSample(onAir, hoursAgo(0.1), 40),
          aSample(bigger, hoursAgo(0.05), 300),
          aSample(ended, hoursAgo(2), 500),
          aSample(unlisted, hoursAgo(0.05), 800),
        ],
      });
      const live = await fixture().store.liveStreams(hoursAgo(0.25), []);
      expect(live.map((s) => [s.creatorId, s.viewers])).toEqual([
        [b, 300],
        [a, 40],
      ]);
      expect(live[1]).toMatchObject({ title: 'Live now', gameId: game, provider: 'twitch', sampledAt: hoursAgo(0.1) });
      expect((await fixture().store.liveStreams(hoursAgo(0.25), [game])).map((s) => s.creatorId)).toEqual([a]);
    });

    statisticsInvariantTests(fixture);
  });
}
