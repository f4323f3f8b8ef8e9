import type { NewPasswordInput } from '@lurkit/core/accounts/domain/password-reset.schema.ts';
import { AuthLayout } from '@lurkit/ui/auth-layout/AuthLayout.tsx';
import { NewPasswordForm } from '@lurkit/ui/new-password-form/NewPasswordForm.tsx';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { resetPassword } from '../operations/accounts.operations.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';

/** /new-password?token=: sets a new password with the token from the reset email. */
export function NewPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { run, submitting, serverError } = useServerAction(resetPassword);
  const [done, setDone] = useState(false);

  // A missing token is sent as "" on purpose: the server answers the same "request a new link" error
  // as for an expired one, and the form shows it with its link.
  const handleSubmit = async (values: NewPasswordInput) => {
    const outcome = await run({ token, ...values });
    setDone(outcome.ok);
  };

  return (
    <AuthLayout title="Choose a new password">
      <NewPasswordForm onSubmit={handleSubmit} serverError={serverError} submitting={submitting} done={done} />
    </AuthLayout>
  );
}
