import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { MAX_MOVIES, MAX_SCREENSHOTS } from '../domain/catalogue-game.ts';
import type { GameCataloguePort } from './game-catalogue.port.ts';

export interface GameCatalogueFixture extends ContractFixture {
  catalogue: GameCataloguePort;
  /** An app the catalogue has, with a description. */
  knownAppId: number;
  /** An app it does not have; null for a catalogue that answers every app (the sandbox). */
  unknownAppId: number | null;
}

const httpLink = /^https?:\/\/\S+$/;
const htmlTag = /<\/?[a-z][^>]*>/i;

export function describeGameCatalogueContract(name: string, make: () => Promise<GameCatalogueFixture>): void {
  describeContract('GameCataloguePort', name, make, (fixture) => {
    it('finds a known app as plain text and http(s) links, within the limits', async () => {
      const { catalogue, knownAppId } = fixture();
      const game = await catalogue.findSteamGame(knownAppId);
      expect(game).not.toBeNull();
      expect(game!.appId).toBe(knownAppId);
      expect(game!.name.trim()).not.toBe('');
      expect(game!.description.trim()).not.toBe('');
      expect(game!.description).not.toMatch(htmlTag);
      const links = [game!.headerImageUrl, ...game!.screenshots, ...game!.movies.flatMap((m) => [m.thumbnailUrl, m.videoUrl])];
      for (const link of links.filter((l) => l !== null)) expect(link).toMatch(httpLink);
      expect(game!.screenshots.length).toBeLessThanOrEqual(MAX_SCREENSHOTS);
      expect(game!.movies.length).toBeLessThanOrEqual(MAX_MOVIES);
    });

    it('answers the same game when asked twice', async () => {
      const { catalogue, knownAppId } = fixture();
      expect(await catalogue.findSteamGame(knownAppId)).toEqual(await catalogue.findSteamGame(knownAppId));
    });

    it('answers null for an app it does not have', async () => {
      const { catalogue, unknownAppId } = fixture();
      if (unknownAppId === null) return;
      expect(await catalogue.findSteamGame(unknownAppId)).toBeNull();
    });
  });
}
