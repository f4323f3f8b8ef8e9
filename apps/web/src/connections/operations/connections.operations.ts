import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

/** Spec 7's named operation: the connections the re-authorisation toast checks. Run only for Creators. */
export const ReAuthToastGetUserConnectionsQuery = graphql(`
  query reAuthToastGetUserConnections {
    legacyMe {
      userConnections {
        id
        providerId
        providerKind
        hasRefreshToken
        isValid
      }
    }
  }
`);

/** The connections settings tab: each provider's account and whether it still works. */
export const MyConnectionsQuery = graphql(`
  query MyConnections {
    legacyMe {
      userConnections {
        id
        providerId
        providerKind
        login
        displayName
        hasRefreshToken
        isValid
        connectedAt
      }
    }
  }
`);
export type MyConnections = ResultOf<typeof MyConnectionsQuery>['legacyMe']['userConnections'];

export const DisconnectConnectionMutation = graphql(`
  mutation DisconnectConnection($id: ID!) {
    disconnectConnection(id: $id)
  }
`);

export const disconnectConnection = (id: string) => request(DisconnectConnectionMutation, { id }).then((d) => d.disconnectConnection);
export const fetchReauthConnections = () => request(ReAuthToastGetUserConnectionsQuery).then((d) => d.legacyMe.userConnections);
export const fetchMyConnections = () => request(MyConnectionsQuery).then((d) => d.legacyMe.userConnections);
