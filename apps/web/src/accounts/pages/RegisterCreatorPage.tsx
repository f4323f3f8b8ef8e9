import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { RegisterCreatorForm } from '@lurkit/ui/register-creator-form/RegisterCreatorForm.tsx';
import { useProviderSignIn } from '../hooks/use-provider-sign-in.ts';
import { registerCreator } from '../operations/accounts.operations.ts';
import { useCallbackUrl } from '../../shared/routing/use-callback-url.ts';
import { RegistrationFlow } from './RegistrationFlow.tsx';

/** /register/creator: email, username and password, plus social sign-up (spec 2). */
export function RegisterCreatorPage() {
  const providerSignUp = useProviderSignIn(useCallbackUrl());
  return (
    <RegistrationFlow
      title="Create a creator account"
      register={registerCreator}
      renderForm={(slot) => (
        <>
          <RegisterCreatorForm {...slot} onProviderSignUp={(provider) => void providerSignUp.start(provider)} />
          {providerSignUp.error && <Alert tone="error">{providerSignUp.error.message}</Alert>}
        </>
      )}
    />
  );
}
