import { RegisterCompanyForm } from '@lurkit/ui/register-company-form/RegisterCompanyForm.tsx';
import { registerCompany } from '../operations/accounts.operations.ts';
import { RegistrationFlow } from './RegistrationFlow.tsx';

/** /register/company */
export function RegisterCompanyPage() {
  return (
    <RegistrationFlow
      title="Create a company account"
      register={registerCompany}
      renderForm={(slot) => <RegisterCompanyForm {...slot} />}
    />
  );
}
