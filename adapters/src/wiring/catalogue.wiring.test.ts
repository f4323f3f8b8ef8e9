import { expect, it } from 'vitest';
import { SandboxSteamGameCatalogue } from '../steam/sandbox-steam-game-catalogue.ts';
import { SteamGameCatalogue } from '../steam/steam-game-catalogue.ts';
import { catalogueWiring } from './catalogue.wiring.ts';

const infra = (steamStoreUrl?: string) => ({ appUrl: 'http://localhost:3000', steamStoreUrl });

it('reads the Steam store when STEAM_STORE_URL is set, and uses the sandbox otherwise', () => {
  expect(catalogueWiring(null, infra('https://store.steampowered.com')).games).toBeInstanceOf(SteamGameCatalogue);
  expect(catalogueWiring(null, infra()).games).toBeInstanceOf(SandboxSteamGameCatalogue);
});
