import { RegisterCompanyForm } from '@lurkit/ui/register-company-form/RegisterCompanyForm.tsx';
import { registerCompany } from '../operations/accounts.operations.ts';
import { RegistrationPage } from './RegistrationPage.tsx';

/** /register/company */
export function RegisterCompanyPage() {
  return (
    <RegistrationPage
      title="Create a company account"
      register={registerCompany}
      renderForm={(slot) => <RegisterCompanyForm {...slot} />}
    />
  );
}
