/** The GraphQL documents the tests send, named as the web app names them. */
export const REGISTER_COMPANY = `mutation RegisterCompany($input: RegisterCompanyInput!) {
  registerCompany(input: $input) { userId userType } }`;
export const REGISTER_CREATOR = `mutation RegisterCreator($input: RegisterCreatorInput!) {
  registerCreator(input: $input) { userId userType } }`;
export const VERIFY_EMAIL = `mutation VerifyEmail($token: String!) { verifyEmail(token: $token) }`;
export const RESEND_VERIFICATION = `mutation ResendVerificationEmail($usernameOrEmail: String) {
  resendVerificationEmail(usernameOrEmail: $usernameOrEmail) { message } }`;
export const REQUEST_RESET = `mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { message } }`;
export const RESET_PASSWORD = `mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
export const ME = `query Me { me { id username displayName email emailVerified userType company { id name isVerified } } }`;
export const UPDATE_PROFILE = `mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) { username displayName email emailVerified } }`;
export const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }`;
export const DELETE_ACCOUNT = `mutation DeleteAccount($currentPassword: String!) { deleteAccount(currentPassword: $currentPassword) }`;
export const COMPANY_MEMBERS = `query CompanyMembers { companyMembers {
  company { name } viewerIsOwner
  members { userId username displayName isOwner title }
  invitations { id email status } } }`;
export const INVITE_MEMBER = `mutation InviteCompanyMember($email: String!) { inviteCompanyMember(email: $email) { id email status } }`;
export const RESEND_INVITATION = `mutation ResendCompanyInvitation($invitationId: ID!) {
  resendCompanyInvitation(invitationId: $invitationId) { id status } }`;
export const JOIN_COMPANY = `mutation JoinCompany($token: String!) { joinCompany(token: $token) { id name } }`;
export const REMOVE_MEMBER = `mutation RemoveCompanyMember($userId: ID!) { removeCompanyMember(userId: $userId) }`;
export const UPDATE_TITLE = `mutation UpdateCompanyMemberTitle($userId: ID!, $title: String!) {
  updateCompanyMemberTitle(userId: $userId, title: $title) { userId title } }`;

let counter = 0;
/** Unique, valid registration fields for one test. */
export function newCompanyInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    companyName: `Studio ${id}`,
    companyType: 'publisher',
    website: 'https://studio.example.com',
    email: `owner${id}@example.com`,
    username: `owner${id}`,
    password: 'goodpassword1',
    acceptTerms: true,
    ...overrides,
  };
}
