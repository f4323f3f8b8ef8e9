import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

/** GraphQL documents and operations of the company members screen and the join-by-invitation page. */

export const MemberFields = graphql(`
  fragment MemberFields on CompanyMember {
    userId
    username
    displayName
    email
    isOwner
    title
    joinedAt
  }
`);
export const InvitationFields = graphql(`
  fragment InvitationFields on CompanyInvitation {
    id
    email
    status
    createdAt
    expiresAt
    rejectedAt
  }
`);

export const CompanyMembersQuery = graphql(
  `
    query CompanyMembers {
      companyMembers {
        company {
          id
          name
          isVerified
        }
        viewerIsOwner
        members {
          ...MemberFields
        }
        invitations {
          ...InvitationFields
        }
      }
    }
  `,
  [MemberFields, InvitationFields],
);
export type CompanyMembers = ResultOf<typeof CompanyMembersQuery>['companyMembers'];
export type CompanyMember = CompanyMembers['members'][number];
export type CompanyInvitation = CompanyMembers['invitations'][number];

export const InviteCompanyMemberMutation = graphql(
  `
    mutation InviteCompanyMember($email: String!) {
      inviteCompanyMember(email: $email) {
        ...InvitationFields
      }
    }
  `,
  [InvitationFields],
);
export const ResendCompanyInvitationMutation = graphql(
  `
    mutation ResendCompanyInvitation($invitationId: ID!) {
      resendCompanyInvitation(invitationId: $invitationId) {
        ...InvitationFields
      }
    }
  `,
  [InvitationFields],
);
export const RemoveCompanyMemberMutation = graphql(`
  mutation RemoveCompanyMember($userId: ID!) {
    removeCompanyMember(userId: $userId)
  }
`);
export const UpdateCompanyMemberTitleMutation = graphql(
  `
    mutation UpdateCompanyMemberTitle($userId: ID!, $title: String!) {
      updateCompanyMemberTitle(userId: $userId, title: $title) {
        ...MemberFields
      }
    }
  `,
  [MemberFields],
);
export const JoinCompanyMutation = graphql(`
  mutation JoinCompany($token: String!, $confirmCreatorLeaves: Boolean) {
    joinCompany(token: $token, confirmCreatorLeaves: $confirmCreatorLeaves) {
      id
      name
      isVerified
    }
  }
`);

export const RejectCompanyInvitationMutation = graphql(`
  mutation RejectCompanyInvitation($token: String!) {
    rejectCompanyInvitation(token: $token)
  }
`);

export const fetchCompanyMembers = async (): Promise<CompanyMembers> => (await request(CompanyMembersQuery)).companyMembers;
export const inviteCompanyMember = async (email: string): Promise<CompanyInvitation> =>
  (await request(InviteCompanyMemberMutation, { email })).inviteCompanyMember;
export const resendCompanyInvitation = async (invitationId: string): Promise<CompanyInvitation> =>
  (await request(ResendCompanyInvitationMutation, { invitationId })).resendCompanyInvitation;
export const removeCompanyMember = async (userId: string) => (await request(RemoveCompanyMemberMutation, { userId })).removeCompanyMember;
export const updateCompanyMemberTitle = async (userId: string, title: string): Promise<CompanyMember> =>
  (await request(UpdateCompanyMemberTitleMutation, { userId, title })).updateCompanyMemberTitle;
export const joinCompany = async (token: string, confirmCreatorLeaves = false) =>
  (await request(JoinCompanyMutation, { token, confirmCreatorLeaves })).joinCompany;
export const rejectCompanyInvitation = async (token: string): Promise<string> =>
  (await request(RejectCompanyInvitationMutation, { token })).rejectCompanyInvitation;
