import { describeGameCatalogueContract } from '../ports/game-catalogue.contract.ts';
import { aCatalogueGame } from './builders.ts';
import { InMemoryGameCatalogue } from './in-memory-game-catalogue.ts';

describeGameCatalogueContract('in memory', async () => ({
  catalogue: new InMemoryGameCatalogue([aCatalogueGame({ appId: 620 })]),
  knownAppId: 620,
  unknownAppId: 999_999,
}));
