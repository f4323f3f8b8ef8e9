import { graphql, type ResultOf } from '../../graphql.ts';
import { request } from '../../shared/api/gql-client.ts';

/** The invitations a creator received: the open ones, one by id (the mail link), and the answer. */
export const ReceivedInvitationFields = graphql(`
  fragment ReceivedInvitationFields on ReceivedInvitation {
    id
    activationType
    activationId
    activationName
    companyName
    inviteType
    invitedAt
    expiresAt
    respondedAt
    status
    canReject
  }
`);
export type ReceivedInvitation = ResultOf<typeof ReceivedInvitationFields>;

export const MyInvitationsQuery = graphql(
  `
    query MyInvitations {
      myInvitations {
        ...ReceivedInvitationFields
      }
    }
  `,
  [ReceivedInvitationFields],
);

export const MyInvitationQuery = graphql(
  `
    query MyInvitation($invitationId: ID!) {
      myInvitation(invitationId: $invitationId) {
        ...ReceivedInvitationFields
      }
    }
  `,
  [ReceivedInvitationFields],
);

/** The creator's invitation to one activation (a hidden Quest's invited page); INVITATIONS.NOT_FOUND when not invited. */
export const MyInvitationToQuery = graphql(
  `
    query MyInvitationTo($activationType: ActivationType!, $activationId: ID!) {
      myInvitationTo(activationType: $activationType, activationId: $activationId) {
        ...ReceivedInvitationFields
      }
    }
  `,
  [ReceivedInvitationFields],
);

export const RespondToCreatorInvitationMutation = graphql(
  `
    mutation RespondToCreatorInvitation($invitationId: ID!, $response: InvitationResponse!, $agreementAccepted: Boolean) {
      respondToCreatorInvitation(invitationId: $invitationId, response: $response, agreementAccepted: $agreementAccepted) {
        ...ReceivedInvitationFields
      }
    }
  `,
  [ReceivedInvitationFields],
);

export const respondToInvitation = (invitationId: string, response: 'ACCEPT' | 'REJECT', agreementAccepted = false) =>
  request(RespondToCreatorInvitationMutation, { invitationId, response, agreementAccepted });
