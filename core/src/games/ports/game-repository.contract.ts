import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { aProviderGame } from '../testing/builders.ts';
import type { GameRepositoryPort } from './game-repository.port.ts';

export interface GameRepositoryFixture extends ContractFixture {
  games: GameRepositoryPort;
}

const NOW = new Date('2026-06-01T12:00:00Z');

export function describeGameRepositoryContract(name: string, make: () => Promise<GameRepositoryFixture>): void {
  describeContract('GameRepositoryPort', name, make, (fixture) => {
    it('adds new games and updates known ones by source and external id', async () => {
      const { games } = fixture();
      const first = aProviderGame({ externalId: 7, name: 'Tide Runner', platforms: ['Steam', 'PlayStation 5'] });
      expect(await games.upsert([first], NOW)).toEqual({ added: 1, updated: 0 });
      const [stored] = await games.list('new-game-releases', NOW, 10);
      expect(stored).toMatchObject({ name: 'Tide Runner', externalId: 7, platforms: ['Steam', 'PlayStation 5'], syncedAt: NOW });
      expect(await games.upsert([{ ...first, name: 'Tide Runner: Deluxe' }], NOW)).toEqual({ added: 0, updated: 1 });
      expect((await games.findById(stored!.id))?.name).toBe('Tide Runner: Deluxe');
    });

    it('lists new releases newest first, upcoming soonest first and anticipated by hype', async () => {
      const { games } = fixture();
      await games.upsert(
        [
          aProviderGame({ externalId: 1, name: 'Out last week', releaseInDays: -7, now: NOW }),
          aProviderGame({ externalId: 2, name: 'Out yesterday', releaseInDays: -1, now: NOW }),
          aProviderGame({ externalId: 3, name: 'Out last year', releaseInDays: -365, now: NOW }),
          aProviderGame({ externalId: 4, name: 'Next month', releaseInDays: 30, hype: 5, now: NOW }),
          aProviderGame({ externalId: 5, name: 'Next week', releaseInDays: 7, hype: 50, now: NOW }),
          aProviderGame({ externalId: 6, name: 'Someday', releaseInDays: null, hype: 20, now: NOW }),
        ],
        NOW,
      );
      const names = async (list: Parameters<GameRepositoryPort['list']>[0]) => (await games.list(list, NOW, 10)).map((g) => g.name);
      expect(await names('new-game-releases')).toEqual(['Out yesterday', 'Out last week']);
      expect(await names('upcoming-games')).toEqual(['Next week', 'Next month']);
      expect(await names('anticipated-games')).toEqual(['Next week', 'Someday', 'Next month']);
      expect(await games.list('upcoming-games', NOW, 1)).toHaveLength(1);
    });

    it('finds no game for an unknown id and lists every game for the sitemap', async () => {
      const { games } = fixture();
      expect(await games.findById('9d3c6d0e-0000-4000-8000-000000000000')).toBeNull();
      await games.upsert([aProviderGame({ externalId: 11 }), aProviderGame({ externalId: 12 })], NOW);
      expect(await games.sitemapEntries(10)).toHaveLength(2);
      expect(await games.sitemapEntries(1)).toHaveLength(1);
    });
  });
}
