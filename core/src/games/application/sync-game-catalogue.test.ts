import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { GameList } from '../domain/game.entity.ts';
import type { GameCatalogueProviderPort, ProviderGame } from '../ports/game-catalogue-provider.port.ts';
import { aProviderGame } from '../testing/builders.ts';
import { InMemoryGameRepository } from '../testing/in-memory-game-repository.ts';
import { SyncGameCatalogue } from './sync-game-catalogue.ts';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('SyncGameCatalogue', () => {
  it("stores every list's games once, and a second sync updates them", async () => {
    const shared = aProviderGame({ externalId: 1, releaseInDays: 20, hype: 9, now: NOW });
    const answers: Record<GameList, ProviderGame[]> = {
      'new-game-releases': [aProviderGame({ externalId: 2, releaseInDays: -3, now: NOW })],
      'upcoming-games': [shared],
      'anticipated-games': [shared, aProviderGame({ externalId: 3, releaseInDays: null, hype: 4, now: NOW })],
    };
    const provider: GameCatalogueProviderPort = { topGames: async (list) => answers[list] };
    const games = new InMemoryGameRepository();
    const sync = new SyncGameCatalogue({ games, provider, clock: new SettableClock(NOW) });
    expect(await sync.execute()).toEqual({ added: 3, updated: 0 });
    expect((await games.list('anticipated-games', NOW, 10)).map((g) => g.externalId)).toEqual([1, 3]);
    expect(await sync.execute()).toEqual({ added: 0, updated: 3 });
  });

  it('writes nothing when the provider fails on any list', async () => {
    const games = new InMemoryGameRepository();
    const provider: GameCatalogueProviderPort = {
      topGames: async (list) => {
        if (list === 'upcoming-games') throw new Error('IGDB answered 503');
        return [aProviderGame({ now: NOW })];
      },
    };
    await expect(new SyncGameCatalogue({ games, provider, clock: new SettableClock(NOW) }).execute()).rejects.toThrow('503');
    expect(await games.sitemapEntries(10)).toEqual([]);
  });
});
