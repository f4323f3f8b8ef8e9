import { ImportSteamGame } from '@lurkit/core/catalogue/application/import-steam-game.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';
import { SteamGameImportRef } from './steam-game.types.ts';

builder.queryField('steamGame', (t) =>
  t.field({
    type: SteamGameImportRef,
    description:
      "Game info from a Steam store link or app id, for a Key campaign's Game info step. Errors at storeUrl: " +
      'CATALOGUE.INVALID_STORE_URL, CATALOGUE.GAME_NOT_FOUND; CATALOGUE.UNAVAILABLE when Steam cannot answer. ' +
      "No description is a warning (CATALOGUE.NO_DESCRIPTION), not an error. Steam limits its store API per server address, so call it on the company's click, not per keystroke.",
    authScopes: { companyMember: true },
    args: { storeUrl: t.arg.string() },
    resolve: async (_root, { storeUrl }, ctx) => unwrap(await new ImportSteamGame(ctx.scope.catalogue).execute({ storeUrl })),
  }),
);
