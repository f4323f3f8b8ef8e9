import { RegisterCreatorForm } from '@lurkit/ui/register-creator-form/RegisterCreatorForm.tsx';
import { registerCreator } from '../operations/accounts.operations.ts';
import { RegistrationPage } from './RegistrationPage.tsx';

/** /register/creator */
export function RegisterCreatorPage() {
  return (
    <RegistrationPage
      title="Create a creator account"
      register={registerCreator}
      renderForm={(slot) => <RegisterCreatorForm {...slot} />}
    />
  );
}
