import { RegisterCreatorForm } from '@lurkit/ui/register-creator-form/RegisterCreatorForm.tsx';
import { registerCreator } from '../operations/accounts.operations.ts';
import { RegistrationFlow } from './RegistrationFlow.tsx';

/** /register/creator */
export function RegisterCreatorPage() {
  return (
    <RegistrationFlow
      title="Create a creator account"
      register={registerCreator}
      renderForm={(slot) => <RegisterCreatorForm {...slot} />}
    />
  );
}
