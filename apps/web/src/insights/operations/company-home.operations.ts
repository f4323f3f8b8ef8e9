import { graphql, type ResultOf } from '../../graphql.ts';
import { request } from '../../shared/api/gql-client.ts';

export const CompanyHomeQuery = graphql(`
  query CompanyHome($gameIds: [ID!]) {
    companyHome(gameIds: $gameIds) {
      period {
        from
        to
      }
      selectedGames {
        id
        name
      }
      gameChoices {
        id
        name
      }
      liveChannels
      liveViewers
      live {
        creator {
          id
          displayName
        }
        provider
        title
        game {
          id
          name
        }
        viewers
      }
      mostStreamedGames {
        game {
          id
          name
        }
        figures {
          hoursWatched
        }
      }
      biggestCreators {
        creator {
          id
          displayName
        }
        figures {
          hoursWatched
        }
      }
    }
  }
`);
export type CompanyHome = ResultOf<typeof CompanyHomeQuery>['companyHome'];

export const fetchCompanyHome = (gameIds: readonly string[]) =>
  request(CompanyHomeQuery, { gameIds: [...gameIds] }).then((d) => d.companyHome);
