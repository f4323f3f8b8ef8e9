import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { GAME_LISTS, inGameList } from '../domain/game.entity.ts';
import { isGamePlatform } from '../domain/game-platform.ts';
import type { GameCatalogueProviderPort } from './game-catalogue-provider.port.ts';

export interface GameCatalogueProviderFixture extends ContractFixture {
  provider: GameCatalogueProviderPort;
  now: Date;
}

const coverLink = /^(https?:\/\/\S+|data:image\/svg\+xml[;,]\S+)$/;

export function describeGameCatalogueProviderContract(name: string, make: () => Promise<GameCatalogueProviderFixture>): void {
  describeContract('GameCatalogueProviderPort', name, make, (fixture) => {
    it.each(GAME_LISTS)('answers %s: games that belong in the list, within the limit, with known platforms', async (list) => {
      const { provider, now } = fixture();
      const games = await provider.topGames(list, now, 5);
      expect(games.length).toBeGreaterThan(0);
      expect(games.length).toBeLessThanOrEqual(5);
      for (const game of games) {
        expect(inGameList(list, game, now)).toBe(true);
        expect(game.name.trim()).not.toBe('');
        expect(game.platforms.every(isGamePlatform)).toBe(true);
        if (game.coverUrl !== null) expect(game.coverUrl).toMatch(coverLink);
      }
    });
  });
}
