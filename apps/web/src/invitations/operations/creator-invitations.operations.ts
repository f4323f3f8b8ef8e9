import { graphql, type ResultOf } from '../../graphql.ts';

/** Inviting creators to an activation (by email or user id) and the invitations sent. */
export const CreatorInvitationsQuery = graphql(`
  query CreatorInvitations($activationType: ActivationType!, $activationId: ID!) {
    creatorInvitations(activationType: $activationType, activationId: $activationId) {
      id
      inviteType
      email
      creatorId
      creatorName
      invitedAt
      expiresAt
      status
      sentCount
      vipAccess {
        waivesLocationAndLanguage
      }
    }
  }
`);
export type SentInvitations = ResultOf<typeof CreatorInvitationsQuery>['creatorInvitations'];

export const InviteCreatorsMutation = graphql(`
  mutation InviteCreators($input: InviteCreatorsInput!) {
    inviteCreators(input: $input) {
      invited
      lines {
        line
        target
        outcome
      }
    }
  }
`);

export const ResendCreatorInvitationMutation = graphql(`
  mutation ResendCreatorInvitation($invitationId: ID!) {
    resendCreatorInvitation(invitationId: $invitationId) {
      id
      status
      sentCount
    }
  }
`);
