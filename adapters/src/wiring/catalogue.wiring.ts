import type { CatalogueDeps } from '@lurkit/core/catalogue/application/catalogue-deps.ts';
import { SandboxSteamGameCatalogue } from '../steam/sandbox-steam-game-catalogue.ts';
import { SteamGameCatalogue } from '../steam/steam-game-catalogue.ts';
import type { Infrastructure } from './infrastructure.ts';

/**
 * Steam's store when STEAM_STORE_URL is set, as mail is SMTP when SMTP_URL is; otherwise the sandbox.
 * No unit of work: the catalogue stores nothing.
 */
export const catalogueWiring = (_em: unknown, infra: Pick<Infrastructure, 'appUrl' | 'steamStoreUrl'>): CatalogueDeps => ({
  games: infra.steamStoreUrl ? new SteamGameCatalogue({ baseUrl: infra.steamStoreUrl }) : new SandboxSteamGameCatalogue(infra.appUrl),
});
