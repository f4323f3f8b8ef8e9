import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

const NotificationsFields = graphql(`
  fragment NotificationsFields on AppNotifications {
    unread
    items {
      id
      kind
      title
      path
      createdAt
      readAt
    }
  }
`);

export const MyNotificationsQuery = graphql(
  `
    query MyNotifications {
      myNotifications {
        ...NotificationsFields
      }
    }
  `,
  [NotificationsFields],
);
export type MyNotifications = ResultOf<typeof MyNotificationsQuery>['myNotifications'];

export const MarkNotificationsReadMutation = graphql(
  `
    mutation MarkNotificationsRead($ids: [ID!]) {
      markNotificationsRead(ids: $ids) {
        ...NotificationsFields
      }
    }
  `,
  [NotificationsFields],
);

export const fetchMyNotifications = () => request(MyNotificationsQuery).then((d) => d.myNotifications);
export const markNotificationsRead = (ids: string[] | null) =>
  request(MarkNotificationsReadMutation, { ids }).then((d) => d.markNotificationsRead);
