import { describe, expect, it } from 'vitest';
import { BUILDER_NOW } from '../testing/builders.ts';
import { aCreator, insightsWorld } from '../testing/insights-world.ts';
import { aRecordedPost, aSample } from '../testing/statistics-builders.ts';
import { GetCompanyHome, LIVE_WINDOW_MINUTES } from './get-company-home.ts';

const minutesAgo = (minutes: number) => new Date(BUILDER_NOW.getTime() - minutes * 60_000);

/** insightsWorld plus a second game, streamed live now by `big` and by a newcomer on YouTube. */
async function homeWorld() {
  const world = await insightsWorld();
  const otherGame = globalThis.crypto.randomUUID();
  const newcomer = globalThis.crypto.randomUUID();
  world.deps.creators.add(aCreator(newcomer, { displayName: 'Newcomer' }));
  const onValheim = aRecordedPost(world.big, { gameId: world.gameId, createdAt: minutesAgo(40), title: 'Valheim live' });
  const onOther = aRecordedPost(newcomer, { provider: 'youtube', gameId: otherGame, createdAt: minutesAgo(30), hoursWatched: 5 });
  const over = aRecordedPost(world.small, { gameId: world.gameId, createdAt: minutesAgo(120) });
  await world.deps.statistics.record({
    games: [{ id: otherGame, name: 'Other Game' }],
    posts: [onValheim, onOther, over],
    samples: [
      aSample(onValheim, minutesAgo(3), 420),
      aSample(onOther, minutesAgo(LIVE_WINDOW_MINUTES), 80),
      aSample(over, minutesAgo(LIVE_WINDOW_MINUTES + 1), 999),
    ],
  });
  // Acme markets both games; Globex only Valheim; Initech none yet.
  world.deps.companyGames.gamesByCompany.set('acme', [world.gameId, otherGame]);
  world.deps.companyGames.gamesByCompany.set('globex', [world.gameId]);
  return { ...world, otherGame, newcomer };
}

describe('GetCompanyHome', () => {
  it('counts the channels live now and their viewers, biggest first, and ranks games and creators over 30 days', async () => {
    const { deps, big, small, newcomer, gameId } = await homeWorld();
    const result = await new GetCompanyHome(deps).execute({ companyId: 'acme' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const home = result.value;
    expect([home.liveChannels, home.liveViewers]).toEqual([2, 500]);
    expect(home.live.map((l) => [l.creator.id, l.viewers, l.game?.name])).toEqual([
      [big, 420, 'Valheim'],
      [newcomer, 80, 'Other Game'],
    ]);
    expect(home.mostStreamedGames.map((g) => g.game.name)).toEqual(['Valheim', 'Other Game']);
    // `old` streamed 40 days ago: outside the home's 30 days.
    expect(home.biggestCreators.map((c) => c.creator.id)).toEqual([big, small, newcomer]);
    expect(home.gameChoices.map((g) => g.id)).toContain(gameId);
    expect(home.selectedGames).toEqual([]);
  });

  it('narrows every figure to the games selected, while the choices still offer every game', async () => {
    const { deps, newcomer, otherGame } = await homeWorld();
    const result = await new GetCompanyHome(deps).execute({ companyId: 'globex', gameIds: [otherGame] });
    expect(result.ok && [result.value.liveChannels, result.value.liveViewers]).toEqual([1, 80]);
    expect(result.ok && result.value.biggestCreators.map((c) => c.creator.id)).toEqual([newcomer]);
    expect(result.ok && result.value.mostStreamedGames.map((g) => g.game.id)).toEqual([otherGame]);
    expect(result.ok && result.value.gameChoices).toHaveLength(2);
    expect(result.ok && result.value.selectedGames.map((g) => g.name)).toEqual(['Other Game']);
  });

  it('shows nothing rather than everything for a selection of unknown games', async () => {
    const { deps } = await homeWorld();
    const result = await new GetCompanyHome(deps).execute({ companyId: 'acme', gameIds: [globalThis.crypto.randomUUID()] });
    expect(result.ok && [result.value.liveChannels, result.value.biggestCreators.length, result.value.gameChoices.length]).toEqual([
      0, 0, 2,
    ]);
  });

  it('follows the company’s own games when none is chosen, never another studio’s', async () => {
    const { deps, big, small, gameId } = await homeWorld();
    const globex = await new GetCompanyHome(deps).execute({ companyId: 'globex' });
    if (!globex.ok) throw globex.error;
    expect(globex.value.followedGames.map((g) => g.id)).toEqual([gameId]);
    expect(globex.value.mostStreamedGames.map((g) => g.game.name)).toEqual(['Valheim']);
    expect([globex.value.liveChannels, globex.value.liveViewers]).toEqual([1, 420]);
    expect(globex.value.biggestCreators.map((c) => c.creator.id)).toEqual([big, small]);
    expect(globex.value.gameChoices[0]?.id).toBe(gameId);

    const initech = await new GetCompanyHome(deps).execute({ companyId: 'initech' });
    expect(
      initech.ok && [initech.value.liveChannels, initech.value.mostStreamedGames.length, initech.value.biggestCreators.length],
    ).toEqual([0, 0, 0]);
    expect(initech.ok && initech.value.gameChoices).toHaveLength(2);
  });

  it('refuses more than ten games at the selection field', async () => {
    const { deps } = await homeWorld();
    const result = await new GetCompanyHome(deps).execute({ companyId: 'acme', gameIds: Array.from({ length: 11 }, (_, i) => `g${i}`) });
    expect(!result.ok && [result.error.field, result.error.message]).toEqual(['gameIds', 'Choose up to 10 games.']);
  });

  it('reads nothing until a part is asked for, and then only what that part needs, once', async () => {
    const { deps } = await homeWorld();
    const calls: string[] = [];
    const statistics = new Proxy(deps.statistics, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(String(name));
          return value.apply(target, args);
        };
      },
    });
    const opened = new GetCompanyHome({ ...deps, statistics }).open({ companyId: 'acme' });
    if (!opened.ok) throw new Error('the selection is valid');
    expect(calls).toEqual([]);

    await Promise.all([opened.value.liveChannels(), opened.value.liveViewers()]);
    expect(calls).toEqual(['findGames', 'liveStreams']);
    await opened.value.biggestCreators();
    expect(calls).toEqual(['findGames', 'liveStreams', 'rankCreators']);
  });
});
