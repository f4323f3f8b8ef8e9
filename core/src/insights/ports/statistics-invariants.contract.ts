import fc from 'fast-check';
import { expect, it } from 'vitest';
import { tierByCcv } from '../../shared/creator-tier.ts';
import { periodDays } from '../domain/statistics-days.ts';
import { figuresOf, rollupsOf, sumRollups, type StatisticsFigures } from '../domain/statistics-figures.ts';
import { BUILDER_NOW } from '../testing/builders.ts';
import { aRecordedPost, aSample } from '../testing/statistics-builders.ts';
import type { InsightsStatisticsPort, StatisticsFilter } from './insights-statistics.port.ts';
import type { RecordedPost, StatisticsRecorderPort } from './statistics-recorder.port.ts';

/** What these tests read of the statistics store contract's fixture. */
interface InvariantsFixture {
  store: StatisticsRecorderPort & InsightsStatisticsPort;
  creatorIds: readonly string[];
  gameIds: readonly string[];
}

const DAYS_30 = periodDays(30, BUILDER_NOW);
const hoursAgo = (hours: number) => new Date(BUILDER_NOW.getTime() - hours * 3_600_000);
const everyone: StatisticsFilter = { days: DAYS_30, platforms: [], languages: [], countries: [], gameIds: [], tiers: [], tierBasis: 'CCV' };

/** The additive figures of a list of figures, summed; peak CCV is the largest. */
function summed(list: readonly StatisticsFigures[]) {
  const total = (pick: (f: StatisticsFigures) => number) => list.reduce((sum, f) => sum + pick(f), 0);
  return {
    streams: total((f) => f.streams),
    streamHours: total((f) => f.streamHours),
    hoursWatched: total((f) => f.hoursWatched),
    videos: total((f) => f.videos),
    videoViews: total((f) => f.videoViews),
    watchTimeHours: total((f) => f.watchTimeHours),
    peakCcv: Math.max(0, ...list.map((f) => f.peakCcv)),
  };
}

function expectSameFigures(actual: ReturnType<typeof summed>, expected: ReturnType<typeof summed>) {
  expect(actual.streams).toBe(expected.streams);
  expect(actual.videos).toBe(expected.videos);
  expect(actual.videoViews).toBe(expected.videoViews);
  expect(actual.peakCcv).toBe(expected.peakCcv);
  expect(actual.streamHours).toBeCloseTo(expected.streamHours, 6);
  expect(actual.hoursWatched).toBeCloseTo(expected.hoursWatched, 6);
  expect(actual.watchTimeHours).toBeCloseTo(expected.watchTimeHours, 6);
}

/**
 * The statistics figures' invariants over generated posts, for every store: a period's total is the
 * sum of its days; a game's figures are the sum of its posts'; a ranked creator's tier follows from
 * their average CCV; livestream rankings hold only creators who streamed; a sampled stream's hours
 * watched is the sum of its samples' viewers times their interval.
 */
export function statisticsInvariantTests(fixture: () => InvariantsFixture): void {
  it('keeps its invariants over generated posts: periods, games, tiers and livestream rankings', async () => {
    const { store, creatorIds, gameIds } = fixture();
    const [game = ''] = gameIds;
    await store.record({ games: [{ id: game, name: 'Invariant Quest' }], posts: [] });
    const recorded: RecordedPost[] = [];
    const aPost = fc
      .record({
        creator: fc.constantFrom(...creatorIds),
        video: fc.boolean(),
        inGame: fc.boolean(),
        listed: fc.boolean(),
        hoursBack: fc.integer({ min: 0, max: 24 * 40 }),
        minutes: fc.integer({ min: 1, max: 600 }),
        viewers: fc.integer({ min: 0, max: 5_000 }),
        peakExtra: fc.integer({ min: 0, max: 2_000 }),
      })
      .map(({ creator, video, inGame, listed, hoursBack, minutes, viewers, peakExtra }) =>
        aRecordedPost(creator, {
          type: video ? 'VIDEO' : 'STREAM',
          gameId: inGame ? game : null,
          listed,
          createdAt: hoursAgo(hoursBack + 1),
          durationSeconds: minutes * 60,
          // Whole viewer-seconds, as the store keeps them.
          hoursWatched: (viewers * minutes * 60) / 3_600,
          averageCcv: video ? 0 : viewers,
          peakCcv: video ? 0 : viewers + peakExtra,
          views: video ? viewers * 3 : 0,
        }),
      );
    await fc.assert(
      fc.asyncProperty(fc.array(aPost, { minLength: 1, maxLength: 6 }), async (posts) => {
        await store.record({ posts });
        recorded.push(...posts);
        const ranking = await store.rankCreators(everyone, { limit: 100, after: null });
        for (const creator of creatorIds) {
          const period = await store.creatorPeriod(creator, DAYS_30);
          expectSameFigures(summed([period.figures]), summed(period.daily.map((d) => d.figures)));
          const ranked = ranking.rows.find((r) => r.creatorId === creator);
          expect(ranked !== undefined).toBe(period.figures.streams > 0);
          if (ranked && period.figures.averageCcv !== null) {
            const tier = tierByCcv(period.figures.averageCcv);
            const inTier = await store.rankCreators({ ...everyone, tiers: [tier] }, { limit: 100, after: null });
            expect(inTier.rows.map((r) => r.creatorId)).toContain(creator);
          }
        }
        const own = rollupsOf(recorded.filter((p) => p.gameId === game)).filter((r) => r.day >= DAYS_30.from && r.day <= DAYS_30.to);
        const gameFigures = await store.gameFigures(game, DAYS_30);
        expectSameFigures(summed([gameFigures.figures]), summed([figuresOf(sumRollups(own))]));
        expect(gameFigures.creators).toBe(new Set(own.map((r) => r.creatorId)).size);
      }),
      { numRuns: 12 },
    );
  });

  it('sums a sampled stream’s hours watched from its samples: viewers times their interval', async () => {
    const [creator = ''] = fixture().creatorIds;
    const { store } = fixture();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 8 }), async (viewers) => {
        const live = aRecordedPost(creator, { createdAt: hoursAgo(5), durationSeconds: 0, hoursWatched: 0, figuresFromSamples: true });
        // One sample per five-minute slot, the interval each reading covers.
        const samples = viewers.map((count, slot) => aSample(live, hoursAgo(4 - slot / 12), count));
        await store.record({ posts: [live], samples });
        const post = (await store.listPosts(creator, 'STREAM', { limit: 100, after: null })).rows.find(
          (p) => p.externalId === live.externalId,
        );
        expect(post?.hoursWatched).toBeCloseTo(viewers.reduce((sum, count) => sum + count * 300, 0) / 3_600, 6);
        expect(post?.durationSeconds).toBe(viewers.length * 300);
      }),
      { numRuns: 10 },
    );
  });

  it('lists as VODs only the streams that have ended: none still sampled within the live window', async () => {
    const [creator = ''] = fixture().creatorIds;
    const { store } = fixture();
    const onAir = aRecordedPost(creator, { createdAt: hoursAgo(1), title: 'Live now' });
    const ended = aRecordedPost(creator, { createdAt: hoursAgo(5), title: 'Yesterday’s run' });
    await store.record({ posts: [onAir, ended], samples: [aSample(onAir, hoursAgo(0.05), 90), aSample(ended, hoursAgo(4), 50)] });
    const vods = await store.listPosts(creator, 'STREAM', { limit: 10, after: null }, hoursAgo(0.25));
    expect(vods.rows.map((p) => p.title)).toEqual(['Yesterday’s run']);
    expect(vods.total).toBe(1);
    expect((await store.listPosts(creator, 'STREAM', { limit: 10, after: null })).total).toBe(2);
  });

  it('ranks livestreams only: a creator with videos and no stream is left out, and video watch time is not hours watched', async () => {
    const [streamer = '', videoMaker = ''] = fixture().creatorIds;
    const { store } = fixture();
    await store.record({
      posts: [
        aRecordedPost(streamer, { hoursWatched: 12 }),
        aRecordedPost(streamer, { type: 'VIDEO', hoursWatched: 500, views: 9_000, averageCcv: 0, peakCcv: 0 }),
        aRecordedPost(videoMaker, { type: 'VIDEO', hoursWatched: 2_300_000, views: 90_000, averageCcv: 0, peakCcv: 0 }),
      ],
    });
    const ranking = await store.rankCreators(everyone, { limit: 10, after: null });
    expect(ranking.rows.map((r) => r.creatorId)).toEqual([streamer]);
    expect(ranking.total).toBe(1);
    expect(ranking.rows[0]?.figures).toMatchObject({ hoursWatched: 12, watchTimeHours: 500 });
    const exported: string[] = [];
    await store.eachRankedCreator(everyone, 10, async (rows) => void exported.push(...rows.map((r) => r.creatorId)));
    expect(exported).toEqual([streamer]);
  });
}
