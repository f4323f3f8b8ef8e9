import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

const CreatorAccessFields = graphql(`
  fragment CreatorAccessFields on CreatorAccess {
    status
    requestedAt
    decidedAt
    channels {
      provider
      channelId
      qualifies
      refusals {
        reason
        message
      }
    }
    thresholds {
      provider
      minFollowers
      audience
      minAccountAgeDays
      businessAccountRequired
    }
  }
`);

export const MyCreatorAccessQuery = graphql(
  `
    query MyCreatorAccess {
      myCreatorAccess {
        ...CreatorAccessFields
      }
    }
  `,
  [CreatorAccessFields],
);

export const RequestCreatorAccessMutation = graphql(
  `
    mutation RequestCreatorAccess {
      requestCreatorAccess {
        ...CreatorAccessFields
      }
    }
  `,
  [CreatorAccessFields],
);

export type CreatorAccessView = ResultOf<typeof MyCreatorAccessQuery>['myCreatorAccess'];

export const fetchMyCreatorAccess = () => request(MyCreatorAccessQuery).then((d) => d.myCreatorAccess);
export const requestCreatorAccess = () => request(RequestCreatorAccessMutation).then((d) => d.requestCreatorAccess);
