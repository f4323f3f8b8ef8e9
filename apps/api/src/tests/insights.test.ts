import { describe, expect, it } from 'vitest';
import { ownerWithJoinedMember, signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { aStream, recordStatistics, userIdOf } from '../testing/insights-world.ts';
import { ownerWithJoinedMemberOnPlan, signedInCompanyOnPlan } from '../testing/billing-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import {
  DELETE_INSIGHTS_FILTER,
  INSIGHTS_CREATOR,
  INSIGHTS_CREATOR_POSTS,
  INSIGHTS_CREATORS,
  INSIGHTS_GAME,
  INSIGHTS_GAME_SEARCH,
  INSIGHTS_GAMES,
  INSIGHTS_POST,
  SAVE_INSIGHTS_FILTER,
  SAVED_INSIGHTS_FILTERS,
} from './operations.ts';

const app = useTestApp();

/** Two creators streaming one game today: `big` in the mid tier by CCV (500), `small` nano (5). */
async function twoCreators() {
  const gameId = globalThis.crypto.randomUUID();
  const gameName = `Insights game ${gameId.slice(0, 8)}`;
  const big = await userIdOf(app, (await signedInCreator(app)).username);
  const small = await userIdOf(app, (await signedInCreator(app)).username);
  await recordStatistics(app, [{ id: gameId, name: gameName }], [aStream(big, gameId, 500), aStream(small, gameId, 5)]);
  return { gameId, gameName, big, small };
}

describe('insights', () => {
  it('a company member ranks creators by tier and game, opens one creator and one game', async () => {
    const { gameId, gameName, big, small } = await twoCreators();
    const { client } = await signedInCompanyOnPlan(app);

    const ranked = await client.op(INSIGHTS_CREATORS, { filter: { aggregationPeriodDays: 7, gameIds: [gameId] }, first: 1 });
    expect(ranked.errors).toEqual([]);
    expect(ranked.data!.insightsCreators).toMatchObject({
      totalCount: 2,
      hasNextPage: true,
      // One stream is too little to judge authenticity: the row says so rather than leaving it out.
      rows: [{ creator: { id: big }, tier: 'mid', authenticity: { score: null, level: null } }],
    });
    const next = await client.op(INSIGHTS_CREATORS, {
      filter: { aggregationPeriodDays: 7, gameIds: [gameId] },
      after: ranked.data!.insightsCreators.endCursor,
    });
    expect(next.data!.insightsCreators.rows.map((r) => r.creator.id)).toEqual([small]);
    const nano = await client.op(INSIGHTS_CREATORS, { filter: { datePreset: 'LAST_30_DAYS', gameIds: [gameId], tiers: ['nano'] } });
    expect(nano.data!.insightsCreators.rows.map((r) => r.creator.id)).toEqual([small]);

    const details = await client.op(INSIGHTS_CREATOR, { creatorId: big, period: { aggregationPeriodDays: 7 } });
    expect(details.errors).toEqual([]);
    expect(details.data!.insightsCreator).toMatchObject({
      tierByCcv: 'mid',
      figures: { streams: 1, averageCcv: 500, hoursWatched: 500 },
      games: [{ game: { id: gameId, name: gameName } }],
    });
    expect(details.data!.insightsCreator.daily).toHaveLength(7);
    const posts = await client.op(INSIGHTS_CREATOR_POSTS, { creatorId: big, type: 'STREAM' });
    expect(posts.data!.insightsCreatorPosts.rows).toMatchObject([{ title: 'Playing with 500 viewers', averageCcv: 500, listed: true }]);
    const postId = posts.data!.insightsCreatorPosts.rows[0]!.id;
    const selected = await client.op(INSIGHTS_POST, { creatorId: big, postId });
    expect(selected.data!.insightsPost).toMatchObject({ post: { id: postId, type: 'STREAM' }, viewers: [] });
    const notTheirs = await client.op(INSIGHTS_POST, { creatorId: small, postId });
    expect(notTheirs.errors[0]?.extensions).toMatchObject({ code: 'INSIGHTS.POST_NOT_FOUND', field: 'postId' });

    // Periods are whole Stockholm days: the streams began 2 hours ago, which is yesterday just after midnight there,
    // so the last day alone would miss them for two hours a night.
    const games = await client.op(INSIGHTS_GAMES, { filter: { aggregationPeriodDays: 7, gameIds: [gameId] } });
    expect(games.data!.insightsGames.rows).toMatchObject([{ game: { id: gameId }, creators: 2 }]);
    const game = await client.op(INSIGHTS_GAME, { gameId });
    expect(game.data!.insightsGame).toMatchObject({ creators: 2, topCreators: [{ creator: { id: big } }, { creator: { id: small } }] });
    const found = await client.op(INSIGHTS_GAME_SEARCH, { search: gameName.toUpperCase() });
    expect(found.data!.insightsGameSearch).toEqual([{ id: gameId, name: gameName }]);
  });

  it('answers a period outside the list and an unknown creator with codes at their fields', async () => {
    const { client } = await signedInCompanyOnPlan(app);
    const badPeriod = await client.op(INSIGHTS_CREATORS, { filter: { aggregationPeriodDays: 60 } });
    expect(badPeriod.data).toBeNull();
    expect(badPeriod.errors[0]?.extensions).toMatchObject({ field: 'aggregationPeriodDays' });
    const badCountry = await client.op(INSIGHTS_CREATORS, { filter: { countries: ['sweden'] } });
    expect(badCountry.errors[0]?.extensions).toMatchObject({ field: 'countries.0' });
    const company = await signedInCompanyOnPlan(app);
    const notCreator = await client.op(INSIGHTS_CREATOR, { creatorId: await userIdOf(app, company.input.username) });
    expect(notCreator.errors[0]?.extensions).toMatchObject({ code: 'INSIGHTS.CREATOR_NOT_FOUND', field: 'creatorId' });
    const game = await client.op(INSIGHTS_GAME, { gameId: 'not-a-uuid' });
    expect(game.errors[0]?.extensions?.code).toBe('INSIGHTS.GAME_NOT_FOUND');
  });

  it('refuses creators and signed-out visitors', async () => {
    const { big } = await twoCreators();
    const creator = await signedInCreator(app);
    for (const client of [creator.client, app.client()]) {
      const ranking = await client.op(INSIGHTS_CREATORS, {});
      expect(ranking.data).toBeNull();
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(ranking.errors[0]?.extensions?.code);
      const details = await client.op(INSIGHTS_CREATOR, { creatorId: big });
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(details.errors[0]?.extensions?.code);
      const filters = await client.op(SAVED_INSIGHTS_FILTERS);
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(filters.errors[0]?.extensions?.code);
    }
  });
});

describe('saved insights filters', () => {
  it('members of one company save, list and delete filters; another company sees none of them', async () => {
    const { owner, member } = await ownerWithJoinedMemberOnPlan(app);
    const other = await signedInCompanyOnPlan(app);
    const options = { aggregationPeriodDays: 90, tiers: ['mid' as const], countries: ['SE'], platforms: ['twitch' as const] };
    const saved = await owner.client.op(SAVE_INSIGHTS_FILTER, { name: '  Nordic mid tier ', options });
    expect(saved.errors).toEqual([]);
    expect(saved.data!.saveInsightsFilter.name).toBe('Nordic mid tier');

    const listed = await member.client.op(SAVED_INSIGHTS_FILTERS);
    expect(listed.data!.savedInsightsFilters).toMatchObject([
      { name: 'Nordic mid tier', options: { ...options, datePreset: null, tierBasis: 'CCV', languages: [], gameIds: [] } },
    ]);
    expect((await other.client.op(SAVED_INSIGHTS_FILTERS)).data!.savedInsightsFilters).toEqual([]);
    // The saved options run as a ranking as they are.
    const ranked = await member.client.op(INSIGHTS_CREATORS, { filter: listed.data!.savedInsightsFilters[0]!.options });
    expect(ranked.errors).toEqual([]);

    const taken = await member.client.op(SAVE_INSIGHTS_FILTER, { name: 'NORDIC MID TIER', options: {} });
    expect(taken.errors[0]?.extensions).toMatchObject({ code: 'INSIGHTS.FILTER_NAME_TAKEN', field: 'name' });
    const unnamed = await member.client.op(SAVE_INSIGHTS_FILTER, { name: '   ', options: {} });
    expect(unnamed.errors[0]?.extensions).toMatchObject({ code: 'INSIGHTS.FILTER_NAME_REQUIRED', field: 'name' });

    const filterId = saved.data!.saveInsightsFilter.id;
    const stranger = await other.client.op(DELETE_INSIGHTS_FILTER, { filterId });
    expect(stranger.errors[0]?.extensions?.code).toBe('INSIGHTS.FILTER_NOT_FOUND');
    expect((await member.client.op(DELETE_INSIGHTS_FILTER, { filterId })).data).toEqual({ deleteInsightsFilter: filterId });
    expect((await owner.client.op(SAVED_INSIGHTS_FILTERS)).data!.savedInsightsFilters).toEqual([]);
  });
});
