import { ChangePassword } from '@lurkit/core/accounts/application/change-password.ts';
import { RequestPasswordReset } from '@lurkit/core/accounts/application/request-password-reset.ts';
import { ResetPassword } from '@lurkit/core/accounts/application/reset-password.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { unwrap } from '../shared/errors.ts';
import { Message } from './account.types.ts';

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({ token: t.string(), password: t.string(), passwordConfirmation: t.string() }),
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({ currentPassword: t.string(), newPassword: t.string(), newPasswordConfirmation: t.string() }),
});

builder.mutationFields((t) => ({
  requestPasswordReset: t.field({
    type: Message,
    authScopes: { public: true },
    args: { email: t.arg.string() },
    resolve: async (_root, { email }, ctx) =>
      unwrap(await new RequestPasswordReset(ctx.scope.accounts).execute({ email, clientIp: ctx.clientIp })),
  }),
  resetPassword: t.boolean({
    description: 'The token from the reset mail is the authorisation.',
    authScopes: { public: true },
    args: { input: t.arg({ type: ResetPasswordInput }) },
    resolve: async (_root, { input }, ctx) => {
      unwrap(await new ResetPassword(ctx.scope.accounts).execute(input));
      return true;
    },
  }),
  changePassword: t.boolean({
    description: 'Signs out every other session of the account.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ChangePasswordInput }) },
    resolve: async (_root, { input }, ctx) => {
      const sessionId = ctx.session?.sessionId ?? '';
      unwrap(await new ChangePassword(ctx.scope.accounts).execute({ userId: actorId(ctx), sessionId, ...input, clientIp: ctx.clientIp }));
      return true;
    },
  }),
}));
