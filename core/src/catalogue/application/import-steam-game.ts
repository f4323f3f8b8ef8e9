import * as v from 'valibot';
import { err, ok, type Result } from '../../shared/result.ts';
import { GAME_DESCRIPTION_MAX_LENGTH, MAX_TAGS } from '../../keys/domain/key-campaign-steps.schema.ts';
import { MAX_MOVIES, MAX_SCREENSHOTS, type CatalogueGame } from '../domain/catalogue-game.ts';
import { CatalogueUnavailable, GameNotFound, InvalidStoreUrl, NoDescriptionFound } from '../domain/catalogue.errors.ts';
import { steamStoreUrlSchema } from '../domain/steam-store-url.schema.ts';
import type { CatalogueDeps } from './catalogue-deps.ts';

export interface SteamGameImport {
  readonly game: CatalogueGame;
  /** True when the store page has no description: the form keeps the name and media and asks for one. */
  readonly missingDescription: boolean;
  /** What the form shows beside its fields though the import worked (today only NoDescriptionFound). */
  readonly warnings: readonly NoDescriptionFound[];
}

export type ImportSteamGameError = InvalidStoreUrl | GameNotFound | CatalogueUnavailable;

/** Game info for the Key campaign's Game info step, read from a Steam store link or app id. */
export class ImportSteamGame {
  private readonly deps: CatalogueDeps;

  constructor(deps: CatalogueDeps) {
    this.deps = deps;
  }

  async execute(input: { storeUrl: string }): Promise<Result<SteamGameImport, ImportSteamGameError>> {
    const appId = v.safeParse(steamStoreUrlSchema, input.storeUrl);
    if (!appId.success) return err(new InvalidStoreUrl(appId.issues[0].message));

    let found: CatalogueGame | null;
    try {
      found = await this.deps.games.findSteamGame(appId.output);
    } catch (error) {
      // A third party being down is an expected answer here: the company may retry or type the info.
      return err(new CatalogueUnavailable(error));
    }
    if (!found) return err(new GameNotFound());

    const game: CatalogueGame = {
      ...found,
      description: fitDescription(found.description),
      screenshots: found.screenshots.slice(0, MAX_SCREENSHOTS),
      movies: found.movies.slice(0, MAX_MOVIES),
      // The Game info step takes at most MAX_TAGS genres.
      genres: found.genres.slice(0, MAX_TAGS),
    };
    const missingDescription = game.description === '';
    return ok({ game, missingDescription, warnings: missingDescription ? [new NoDescriptionFound()] : [] });
  }
}

/** Within the Game info step's limit, so the imported text saves as it is; cut at a word, marked with "…". */
function fitDescription(description: string): string {
  const text = description.trim();
  if (text.length <= GAME_DESCRIPTION_MAX_LENGTH) return text;
  const cut = text.slice(0, GAME_DESCRIPTION_MAX_LENGTH - 1);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
