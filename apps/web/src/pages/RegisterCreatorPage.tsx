import type { RegisterCreatorInput } from '@lurkit/core/accounts/domain/register.schema.ts';
import { AuthLayout } from '@lurkit/ui/auth-layout/AuthLayout.tsx';
import { RegisterCreatorForm } from '@lurkit/ui/register-creator-form/RegisterCreatorForm.tsx';
import { RegistrationComplete } from '@lurkit/ui/registration-complete/RegistrationComplete.tsx';
import { useState } from 'react';
import { registerCreator } from '../api/accounts-operations.ts';
import { useServerAction } from '../forms/use-server-action.ts';

/** /register/creator: the creator form, then "check your inbox". */
export function RegisterCreatorPage() {
  const { run, submitting, serverError } = useServerAction(registerCreator);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const handleSubmit = async (values: RegisterCreatorInput) => {
    const outcome = await run(values);
    if (outcome.ok) setRegisteredEmail(values.email);
  };

  if (registeredEmail) {
    return (
      <AuthLayout title="Account created">
        <RegistrationComplete email={registeredEmail} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Create a creator account">
      <RegisterCreatorForm onSubmit={handleSubmit} serverError={serverError} submitting={submitting} />
    </AuthLayout>
  );
}
