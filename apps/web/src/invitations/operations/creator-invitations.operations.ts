import { graphql, type ResultOf } from '../../graphql.ts';
import { InviteReportFields } from '../../shared/api/invite-report.fragments.ts';

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

export const InviteCreatorsMutation = graphql(
  `
    mutation InviteCreators($input: InviteCreatorsInput!) {
      inviteCreators(input: $input) {
        ...InviteReportFields
      }
    }
  `,
  [InviteReportFields],
);

export const ResendCreatorInvitationMutation = graphql(`
  mutation ResendCreatorInvitation($invitationId: ID!) {
    resendCreatorInvitation(invitationId: $invitationId) {
      id
      status
      sentCount
    }
  }
`);
