import { DeleteAccount } from '@lurkit/core/accounts/application/delete-account.ts';
import { GetAccount } from '@lurkit/core/accounts/application/get-account.ts';
import { ResendVerificationEmail } from '@lurkit/core/accounts/application/resend-verification-email.ts';
import { UpdateProfile } from '@lurkit/core/accounts/application/update-profile.ts';
import { VerifyEmail } from '@lurkit/core/accounts/application/verify-email.ts';
import { USER_TYPES } from '@lurkit/core/accounts/domain/user.entity.ts';
import { builder } from '../shared/builder.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { unauthenticated, unwrap } from '../shared/errors.ts';

export interface AccountShape {
  id: string;
  username: string;
  displayName: string;
  email: string;
  emailVerified: boolean;
  userType: (typeof USER_TYPES)[number];
  company: CompanySummaryShape | null;
}
export interface CompanySummaryShape {
  id: string;
  name: string;
  isVerified: boolean;
}

export const UserTypeEnum = builder.enumType('UserType', { values: USER_TYPES });

export const CompanySummary = builder.objectRef<CompanySummaryShape>('CompanySummary').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    isVerified: t.exposeBoolean('isVerified'),
  }),
});

export const Account = builder.objectRef<AccountShape>('Account').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName'),
    email: t.exposeString('email'),
    emailVerified: t.exposeBoolean('emailVerified'),
    userType: t.expose('userType', { type: UserTypeEnum }),
    company: t.field({ type: CompanySummary, nullable: true, resolve: (account) => account.company }),
  }),
});

export const Message = builder.objectRef<{ message: string }>('Message').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

export function signedInUserId(ctx: GraphQLContext): string {
  if (!ctx.session) throw unauthenticated();
  return ctx.session.user.id;
}

builder.queryField('me', (t) =>
  t.field({
    type: Account,
    nullable: true,
    description: 'The signed-in account, or null when signed out.',
    resolve: async (_root, _args, ctx) => {
      if (!ctx.session) return null;
      return unwrap(await new GetAccount(ctx.scope.accounts).execute({ userId: ctx.session.user.id }));
    },
  }),
);

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    displayName: t.string(),
    username: t.string(),
    email: t.string(),
    currentPassword: t.string(),
  }),
});

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: Account,
    args: { input: t.arg({ type: UpdateProfileInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(await new UpdateProfile(ctx.scope.accounts).execute({ userId: signedInUserId(ctx), ...input })),
  }),
  deleteAccount: t.boolean({
    args: { currentPassword: t.arg.string() },
    resolve: async (_root, { currentPassword }, ctx) => {
      unwrap(await new DeleteAccount(ctx.scope.accounts).execute({ userId: signedInUserId(ctx), currentPassword }));
      return true;
    },
  }),
  verifyEmail: t.boolean({
    args: { token: t.arg.string() },
    resolve: async (_root, { token }, ctx) => {
      unwrap(await new VerifyEmail(ctx.scope.accounts).execute({ token }));
      return true;
    },
  }),
  resendVerificationEmail: t.field({
    type: Message,
    description: 'For the signed-in account, or by username or email from the sign-in page.',
    args: { usernameOrEmail: t.arg.string({ required: false }) },
    resolve: async (_root, { usernameOrEmail }, ctx) => {
      const input = ctx.session ? { userId: ctx.session.user.id } : { usernameOrEmail: usernameOrEmail ?? '' };
      return unwrap(await new ResendVerificationEmail(ctx.scope.accounts).execute(input));
    },
  }),
}));
