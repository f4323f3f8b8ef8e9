import type { RegisterCompanyInput, RegisterCreatorInput } from '@lurkit/core/accounts/domain/register.schema.ts';
import type { ChangePasswordInput, ProfileSettingsInput } from '@lurkit/core/accounts/domain/settings.schema.ts';
import type { Account, UserType } from '../../api/account.types.ts';
import { gql } from '../../api/gql-client.ts';

/** One function per GraphQL operation of the accounts slice; the operation name doubles as `?name=`. */

const ACCOUNT_FIELDS = 'id username displayName email emailVerified userType company { id name isVerified }';

export async function fetchMe(): Promise<Account | null> {
  const data = await gql<{ me: Account | null }>('Me', `query Me { me { ${ACCOUNT_FIELDS} } }`);
  return data.me;
}

export async function registerCompany(input: RegisterCompanyInput): Promise<{ userId: string; userType: UserType }> {
  const data = await gql<{ registerCompany: { userId: string; userType: UserType } }>(
    'RegisterCompany',
    'mutation RegisterCompany($input: RegisterCompanyInput!) { registerCompany(input: $input) { userId userType } }',
    { input },
  );
  return data.registerCompany;
}

export async function registerCreator(input: RegisterCreatorInput): Promise<{ userId: string; userType: UserType }> {
  const data = await gql<{ registerCreator: { userId: string; userType: UserType } }>(
    'RegisterCreator',
    'mutation RegisterCreator($input: RegisterCreatorInput!) { registerCreator(input: $input) { userId userType } }',
    { input },
  );
  return data.registerCreator;
}

export async function verifyEmail(token: string): Promise<boolean> {
  const data = await gql<{ verifyEmail: boolean }>('VerifyEmail', 'mutation VerifyEmail($token: String!) { verifyEmail(token: $token) }', {
    token,
  });
  return data.verifyEmail;
}

/** Without `usernameOrEmail` the server resends to the signed-in account. */
export async function resendVerificationEmail(usernameOrEmail?: string): Promise<string> {
  const data = await gql<{ resendVerificationEmail: { message: string } }>(
    'ResendVerificationEmail',
    'mutation ResendVerificationEmail($usernameOrEmail: String) { resendVerificationEmail(usernameOrEmail: $usernameOrEmail) { message } }',
    usernameOrEmail === undefined ? {} : { usernameOrEmail },
  );
  return data.resendVerificationEmail.message;
}

export async function requestPasswordReset(email: string): Promise<string> {
  const data = await gql<{ requestPasswordReset: { message: string } }>(
    'RequestPasswordReset',
    'mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { message } }',
    { email },
  );
  return data.requestPasswordReset.message;
}

export async function resetPassword(input: { token: string; password: string; passwordConfirmation: string }): Promise<boolean> {
  const data = await gql<{ resetPassword: boolean }>(
    'ResetPassword',
    'mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }',
    { input },
  );
  return data.resetPassword;
}

export async function updateProfile(input: ProfileSettingsInput): Promise<Account> {
  const data = await gql<{ updateProfile: Account }>(
    'UpdateProfile',
    `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ${ACCOUNT_FIELDS} } }`,
    { input },
  );
  return data.updateProfile;
}

export async function changePassword(input: ChangePasswordInput): Promise<boolean> {
  const data = await gql<{ changePassword: boolean }>(
    'ChangePassword',
    'mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }',
    { input },
  );
  return data.changePassword;
}

export async function deleteAccount(currentPassword: string): Promise<boolean> {
  const data = await gql<{ deleteAccount: boolean }>(
    'DeleteAccount',
    'mutation DeleteAccount($currentPassword: String!) { deleteAccount(currentPassword: $currentPassword) }',
    { currentPassword },
  );
  return data.deleteAccount;
}
