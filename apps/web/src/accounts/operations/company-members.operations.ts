import type { CompanyInvitation, CompanyMember, CompanyMembers, CompanySummary } from '../../api/account.types.ts';
import { gql } from '../../api/gql-client.ts';

/** GraphQL operations of the company members screen and the join-by-invitation page. */

const MEMBER_FIELDS = 'userId username displayName email isOwner title joinedAt';
const INVITATION_FIELDS = 'id email status createdAt expiresAt';

export async function fetchCompanyMembers(): Promise<CompanyMembers> {
  const data = await gql<{ companyMembers: CompanyMembers }>(
    'CompanyMembers',
    `query CompanyMembers { companyMembers { company { id name isVerified } viewerIsOwner members { ${MEMBER_FIELDS} } invitations { ${INVITATION_FIELDS} } } }`,
  );
  return data.companyMembers;
}

export async function inviteCompanyMember(email: string): Promise<CompanyInvitation> {
  const data = await gql<{ inviteCompanyMember: CompanyInvitation }>(
    'InviteCompanyMember',
    `mutation InviteCompanyMember($email: String!) { inviteCompanyMember(email: $email) { ${INVITATION_FIELDS} } }`,
    { email },
  );
  return data.inviteCompanyMember;
}

export async function resendCompanyInvitation(invitationId: string): Promise<CompanyInvitation> {
  const data = await gql<{ resendCompanyInvitation: CompanyInvitation }>(
    'ResendCompanyInvitation',
    `mutation ResendCompanyInvitation($invitationId: ID!) { resendCompanyInvitation(invitationId: $invitationId) { ${INVITATION_FIELDS} } }`,
    { invitationId },
  );
  return data.resendCompanyInvitation;
}

export async function removeCompanyMember(userId: string): Promise<boolean> {
  const data = await gql<{ removeCompanyMember: boolean }>(
    'RemoveCompanyMember',
    'mutation RemoveCompanyMember($userId: ID!) { removeCompanyMember(userId: $userId) }',
    { userId },
  );
  return data.removeCompanyMember;
}

export async function updateCompanyMemberTitle(userId: string, title: string): Promise<CompanyMember> {
  const data = await gql<{ updateCompanyMemberTitle: CompanyMember }>(
    'UpdateCompanyMemberTitle',
    `mutation UpdateCompanyMemberTitle($userId: ID!, $title: String!) { updateCompanyMemberTitle(userId: $userId, title: $title) { ${MEMBER_FIELDS} } }`,
    { userId, title },
  );
  return data.updateCompanyMemberTitle;
}

export async function joinCompany(token: string): Promise<CompanySummary> {
  const data = await gql<{ joinCompany: CompanySummary }>(
    'JoinCompany',
    'mutation JoinCompany($token: String!) { joinCompany(token: $token) { id name isVerified } }',
    { token },
  );
  return data.joinCompany;
}
