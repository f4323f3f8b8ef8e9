import type { CatalogueDeps } from '@lurkit/core/catalogue/application/catalogue-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SandboxSteamGameCatalogue } from '../steam/sandbox-steam-game-catalogue.ts';
import { SteamGameCatalogue } from '../steam/steam-game-catalogue.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Steam's store when STEAM_STORE_URL is set, as mail is SMTP when SMTP_URL is; otherwise the sandbox. */
export const catalogueWiring = (_em: EntityManager, infra: Infrastructure): CatalogueDeps => ({
  games: infra.steamStoreUrl ? new SteamGameCatalogue({ baseUrl: infra.steamStoreUrl }) : new SandboxSteamGameCatalogue(infra.appUrl),
});
