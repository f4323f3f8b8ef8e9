import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { aStream, recordStatistics, userIdOf } from '../testing/insights-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { COMPANY_HOME, INSIGHTS_GAMES } from './operations.ts';

const app = useTestApp();

describe('company home', () => {
  it('shows a company on the free plan the channels live on its games and the biggest creators, while Insights stay locked', async () => {
    const gameId = globalThis.crypto.randomUUID();
    const streamer = await userIdOf(app, (await signedInCreator(app)).username);
    const live = { ...aStream(streamer, gameId, 300, 0.5), title: 'On air' };
    await recordStatistics(
      app,
      [{ id: gameId, name: `Home game ${gameId.slice(0, 8)}` }],
      [live],
      [
        {
          provider: 'twitch',
          externalPostId: live.externalId,
          sampledAt: new Date(Date.now() - 60_000),
          viewers: 321,
          intervalSeconds: 300,
        },
      ],
    );
    const { client } = await signedInCompanyUser(app);

    const home = await client.op(COMPANY_HOME, { gameIds: [gameId] });
    expect(home.errors).toEqual([]);
    expect(home.data!.companyHome).toMatchObject({
      selectedGames: [{ id: gameId }],
      liveChannels: 1,
      liveViewers: 321,
      live: [{ creator: { id: streamer }, provider: 'twitch', title: 'On air', viewers: 321 }],
      mostStreamedGames: [{ game: { id: gameId }, figures: { hoursWatched: 300 } }],
      biggestCreators: [{ creator: { id: streamer } }],
    });
    const insights = await client.op(INSIGHTS_GAMES, {});
    expect(insights.errors[0]?.extensions?.code).toBe('PLAN.UPGRADE_REQUIRED');
  });

  it('answers more than ten games at the selection field, and refuses creators', async () => {
    const { client } = await signedInCompanyUser(app);
    const tooMany = await client.op(COMPANY_HOME, { gameIds: Array.from({ length: 11 }, () => globalThis.crypto.randomUUID()) });
    expect(tooMany.data).toBeNull();
    expect(tooMany.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'gameIds' });
    const creator = await signedInCreator(app);
    expect((await creator.client.op(COMPANY_HOME, {})).errors[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
