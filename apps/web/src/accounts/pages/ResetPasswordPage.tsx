import type { RequestPasswordResetInput } from '@lurkit/core/accounts/domain/password-reset.schema.ts';
import { AuthLayout } from '@lurkit/ui/auth-layout/AuthLayout.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { ResetPasswordForm } from '@lurkit/ui/reset-password-form/ResetPasswordForm.tsx';
import { useState } from 'react';
import { requestPasswordReset } from '../operations/accounts.operations.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';

/** /reset-password: asks for the email address that gets the reset link. */
export function ResetPasswordPage() {
  const { run, submitting, serverError } = useServerAction(requestPasswordReset);
  const [sent, setSent] = useState(false);

  const handleSubmit = async ({ email }: RequestPasswordResetInput) => {
    const outcome = await run(email);
    setSent(outcome.ok);
  };

  return (
    <AuthLayout
      title="Reset password"
      footer={
        <>
          Remembered it? <AppLink href="/login">Log in</AppLink>
        </>
      }
    >
      <ResetPasswordForm onSubmit={handleSubmit} serverError={serverError} submitting={submitting} sent={sent} />
    </AuthLayout>
  );
}
