import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

/**
 * "Import from Steam" on the Key campaign's Game info step. Errors come as a GqlError at `storeUrl`
 * (CATALOGUE.INVALID_STORE_URL, CATALOGUE.GAME_NOT_FOUND) or CATALOGUE.UNAVAILABLE; a page without a
 * description is no error: `warnings` holds "Steam import found no description" at `description`.
 */
export const SteamGameQuery = graphql(`
  query SteamGame($storeUrl: String!) {
    steamGame(storeUrl: $storeUrl) {
      game {
        source
        appId
        name
        description
        headerImageUrl
        screenshots
        media
        movies {
          name
          thumbnailUrl
          videoUrl
        }
        genres
        categories
        platforms
        releaseDate
        comingSoon
        developers
        publishers
      }
      missingDescription
      warnings {
        code
        message
        field
      }
    }
  }
`);
export type SteamGameImport = ResultOf<typeof SteamGameQuery>['steamGame'];
export type SteamGame = SteamGameImport['game'];

export const importSteamGame = async (storeUrl: string): Promise<SteamGameImport> =>
  (await request(SteamGameQuery, { storeUrl })).steamGame;
