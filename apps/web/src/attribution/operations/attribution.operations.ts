import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

/** A creator's own tracked link of a Key campaign or Quest (refused until they are in). */
export const MyTrackedLinkQuery = graphql(`
  query MyTrackedLink($kind: TrackedActivationKind!, $activationId: ID!) {
    myTrackedLink(kind: $kind, activationId: $activationId) {
      path
      storeUrl
    }
  }
`);

/** The company's Steam games (those its Key campaigns and Quests name): the games a UTM report is imported for. */
export const CompanySteamGamesQuery = graphql(`
  query CompanySteamGames {
    companySteamGames {
      appId
      name
    }
  }
`);

/** Which creator brought one game's store visits and wishlists, by activation. */
export const SteamGameAttributionQuery = graphql(`
  query SteamGameAttribution($appId: ID!) {
    steamGameAttribution(appId: $appId) {
      game {
        appId
        name
      }
      rows {
        kind
        activationId
        activationName
        creatorId
        creatorName
        visits
        wishlists
        purchases
        clicks
      }
    }
  }
`);
export type AttributedTrafficRow = ResultOf<typeof SteamGameAttributionQuery>['steamGameAttribution']['rows'][number];

export const fetchCompanySteamGames = async () => (await request(CompanySteamGamesQuery)).companySteamGames;
export const fetchSteamGameAttribution = async (appId: string) =>
  (await request(SteamGameAttributionQuery, { appId })).steamGameAttribution;
