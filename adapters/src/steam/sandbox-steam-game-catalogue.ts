import type { CatalogueGame } from '@lurkit/core/catalogue/domain/catalogue-game.ts';
import type { GameCataloguePort } from '@lurkit/core/catalogue/ports/game-catalogue.port.ts';

/**
 * The default when STEAM_STORE_URL is not set: no request leaves the machine, and every app id
 * answers the same made-up game, marked `source: 'sandbox'` and "(sandbox)" in its name so nobody
 * takes it for the store's. Its images are the app's own icon, so they show under the app's CSP.
 */
export class SandboxSteamGameCatalogue implements GameCataloguePort {
  readonly #appUrl: string;

  /** `appUrl`: the web app's public base URL, where the images are served. */
  constructor(appUrl: string) {
    this.#appUrl = appUrl.replace(/\/+$/, '');
  }

  async findSteamGame(appId: number): Promise<CatalogueGame> {
    const image = (name: string) => `${this.#appUrl}/favicon.svg?sandbox=${appId}-${name}`;
    return {
      source: 'sandbox',
      appId,
      name: `Sandbox Game ${appId} (sandbox)`,
      description:
        'This game info comes from the Steam sandbox, not from Steam. Set STEAM_STORE_URL to import real store pages.\n\n' +
        'Explore a quiet archipelago, chart its lighthouses and race the tide home.',
      headerImageUrl: image('header'),
      screenshots: [image('screenshot-1'), image('screenshot-2'), image('screenshot-3')],
      movies: [],
      genres: ['Adventure', 'Indie'],
      categories: ['Single-player'],
      platforms: ['windows', 'mac', 'linux'],
      releaseDate: '1 Jan, 2026',
      comingSoon: false,
      developers: ['Sandbox Studio'],
      publishers: ['Sandbox Studio'],
    };
  }
}
