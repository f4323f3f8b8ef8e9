import { DeleteAccount } from '@lurkit/core/accounts/application/delete-account.ts';
import { ResendVerificationEmail } from '@lurkit/core/accounts/application/resend-verification-email.ts';
import { UpdateProfile } from '@lurkit/core/accounts/application/update-profile.ts';
import { VerifyEmail } from '@lurkit/core/accounts/application/verify-email.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { unwrap } from '../shared/errors.ts';
import { Account, Message } from './account.types.ts';

builder.queryField('me', (t) =>
  t.field({
    type: Account,
    nullable: true,
    description: 'The signed-in account, or null when signed out.',
    authScopes: { public: true },
    // The session was resolved for this request (or moments ago, and forgotten on any account change).
    resolve: (_root, _args, ctx) => ctx.session?.user ?? null,
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
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateProfileInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(await new UpdateProfile(ctx.scope.accounts).execute({ userId: actorId(ctx), ...input, clientIp: ctx.clientIp })),
  }),
  deleteAccount: t.boolean({
    authScopes: { signedIn: true },
    args: { currentPassword: t.arg.string() },
    resolve: async (_root, { currentPassword }, ctx) => {
      unwrap(await new DeleteAccount(ctx.scope.accounts).execute({ userId: actorId(ctx), currentPassword, clientIp: ctx.clientIp }));
      return true;
    },
  }),
  verifyEmail: t.boolean({
    description: 'The token from the verification mail is the authorisation.',
    authScopes: { public: true },
    args: { token: t.arg.string() },
    resolve: async (_root, { token }, ctx) => {
      unwrap(await new VerifyEmail(ctx.scope.accounts).execute({ token }));
      return true;
    },
  }),
  resendVerificationEmail: t.field({
    type: Message,
    description: 'For the signed-in account, or by username or email from the sign-in page.',
    authScopes: { public: true },
    args: { usernameOrEmail: t.arg.string({ required: false }) },
    resolve: async (_root, { usernameOrEmail }, ctx) => {
      const input = ctx.session ? { userId: ctx.session.user.id } : { usernameOrEmail: usernameOrEmail ?? '' };
      return unwrap(await new ResendVerificationEmail(ctx.scope.accounts).execute({ ...input, clientIp: ctx.clientIp }));
    },
  }),
}));
