import type { RegisterCompanyInput, RegisterCreatorInput } from '@lurkit/core/accounts/domain/register.schema.ts';
import type { ChangePasswordInput, ProfileSettingsInput } from '@lurkit/core/accounts/domain/settings.schema.ts';
import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

/** The accounts slice's GraphQL documents (typed from the schema) and one function per operation. */

export const AccountFields = graphql(`
  fragment AccountFields on Account {
    id
    username
    displayName
    email
    emailVerified
    userType
    isStaff
    profilePictureUrl
    company {
      id
      name
      isVerified
      isOwner
    }
  }
`);

export const MeQuery = graphql(
  `
    query Me {
      me {
        ...AccountFields
      }
    }
  `,
  [AccountFields],
);
export type Account = NonNullable<ResultOf<typeof MeQuery>['me']>;

export const RegisterCompanyMutation = graphql(`
  mutation RegisterCompany($input: RegisterCompanyInput!) {
    registerCompany(input: $input) {
      userId
      userType
    }
  }
`);
export const RegisterCreatorMutation = graphql(`
  mutation RegisterCreator($input: RegisterCreatorInput!) {
    registerCreator(input: $input) {
      userId
      userType
    }
  }
`);
export const RegisterCompanyMemberMutation = graphql(`
  mutation RegisterCompanyMember($input: RegisterCompanyMemberInput!) {
    registerCompanyMember(input: $input) {
      userId
      userType
    }
  }
`);
export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`);
export const ResendVerificationEmailMutation = graphql(`
  mutation ResendVerificationEmail($usernameOrEmail: String) {
    resendVerificationEmail(usernameOrEmail: $usernameOrEmail) {
      message
    }
  }
`);
export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      message
    }
  }
`);
export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);
export const UpdateProfileMutation = graphql(
  `
    mutation UpdateProfile($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        ...AccountFields
      }
    }
  `,
  [AccountFields],
);
export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);
export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($currentPassword: String!) {
    deleteAccount(currentPassword: $currentPassword)
  }
`);

// Fragments are not masked (see graphql.ts), so the spread fields read as the Account type.
export const fetchMe = async (): Promise<Account | null> => (await request(MeQuery)).me;
export const registerCompany = async (input: RegisterCompanyInput) => (await request(RegisterCompanyMutation, { input })).registerCompany;
export const registerCreator = async (input: RegisterCreatorInput) => (await request(RegisterCreatorMutation, { input })).registerCreator;
export const registerCompanyMember = async (invitationToken: string, input: RegisterCreatorInput) =>
  (await request(RegisterCompanyMemberMutation, { input: { ...input, invitationToken } })).registerCompanyMember;
export const verifyEmail = async (token: string) => (await request(VerifyEmailMutation, { token })).verifyEmail;
/** Without `usernameOrEmail` the server resends to the signed-in account. */
export const resendVerificationEmail = async (usernameOrEmail?: string) =>
  (await request(ResendVerificationEmailMutation, usernameOrEmail === undefined ? {} : { usernameOrEmail })).resendVerificationEmail
    .message;
export const requestPasswordReset = async (email: string) =>
  (await request(RequestPasswordResetMutation, { email })).requestPasswordReset.message;
export const resetPassword = async (input: { token: string; password: string; passwordConfirmation: string }) =>
  (await request(ResetPasswordMutation, { input })).resetPassword;
export const updateProfile = async (input: ProfileSettingsInput): Promise<Account> =>
  (await request(UpdateProfileMutation, { input })).updateProfile;
export const changePassword = async (input: ChangePasswordInput) => (await request(ChangePasswordMutation, { input })).changePassword;
export const deleteAccount = async (currentPassword: string) => (await request(DeleteAccountMutation, { currentPassword })).deleteAccount;
