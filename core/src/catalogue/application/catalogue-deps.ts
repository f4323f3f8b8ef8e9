import type { GameCataloguePort } from '../ports/game-catalogue.port.ts';

/** What the catalogue context's use cases need; the wiring picks the store adapter. */
export interface CatalogueDeps {
  games: GameCataloguePort;
}
