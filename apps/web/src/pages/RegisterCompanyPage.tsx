import type { RegisterCompanyInput } from '@lurkit/core/accounts/domain/register.schema.ts';
import { AuthLayout } from '@lurkit/ui/auth-layout/AuthLayout.tsx';
import { RegisterCompanyForm } from '@lurkit/ui/register-company-form/RegisterCompanyForm.tsx';
import { RegistrationComplete } from '@lurkit/ui/registration-complete/RegistrationComplete.tsx';
import { useState } from 'react';
import { registerCompany } from '../api/accounts-operations.ts';
import { useServerAction } from '../forms/use-server-action.ts';

/** /register/company: the company form, then "check your inbox". */
export function RegisterCompanyPage() {
  const { run, submitting, serverError } = useServerAction(registerCompany);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const handleSubmit = async (values: RegisterCompanyInput) => {
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
    <AuthLayout title="Create a company account">
      <RegisterCompanyForm onSubmit={handleSubmit} serverError={serverError} submitting={submitting} />
    </AuthLayout>
  );
}
