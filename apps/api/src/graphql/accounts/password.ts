import { ChangePassword } from '@lurkit/core/accounts/application/change-password.ts';
import { RequestPasswordReset } from '@lurkit/core/accounts/application/request-password-reset.ts';
import { ResetPassword } from '@lurkit/core/accounts/application/reset-password.ts';
import { builder } from '../shared/builder.ts';
import { unauthenticated, unwrap } from '../shared/errors.ts';
import { Message } from './account.ts';

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({ token: t.string(), password: t.string(), passwordConfirmation: t.string() }),
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({ currentPassword: t.string(), newPassword: t.string(), newPasswordConfirmation: t.string() }),
});

builder.mutationFields((t) => ({
  requestPasswordReset: t.field({
    type: Message,
    args: { email: t.arg.string() },
    resolve: async (_root, { email }, ctx) => unwrap(await new RequestPasswordReset(ctx.scope.accounts).execute({ email })),
  }),
  resetPassword: t.boolean({
    args: { input: t.arg({ type: ResetPasswordInput }) },
    resolve: async (_root, { input }, ctx) => {
      unwrap(await new ResetPassword(ctx.scope.accounts).execute(input));
      return true;
    },
  }),
  changePassword: t.boolean({
    description: 'Signs out every other session of the account.',
    args: { input: t.arg({ type: ChangePasswordInput }) },
    resolve: async (_root, { input }, ctx) => {
      if (!ctx.session) throw unauthenticated();
      const { user, sessionId } = ctx.session;
      unwrap(await new ChangePassword(ctx.scope.accounts).execute({ userId: user.id, sessionId, ...input }));
      return true;
    },
  }),
}));
