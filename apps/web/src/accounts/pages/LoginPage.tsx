import type { SignInInput } from '@lurkit/core/accounts/domain/sign-in.schema.ts';
import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { AuthLayout } from '@lurkit/ui/auth-layout/AuthLayout.tsx';
import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { LoginForm } from '@lurkit/ui/login-form/LoginForm.tsx';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { resendVerificationEmail } from '../operations/accounts.operations.ts';
import { signInWithCredentials } from '../../shared/api/auth-client.ts';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { homeFor } from '../../shared/routing/role-home.ts';
import { safeCallbackUrl } from '../../shared/routing/safe-callback-url.ts';
import { useClearAccountData } from '../../shared/session/use-clear-account-data.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { signInCallbackError } from './sign-in-callback-errors.ts';
import { useProviderSignIn } from '../hooks/use-provider-sign-in.ts';

/** /login: after sign-in go back to callbackUrl (same origin only) or to the role's home. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const clearAccountData = useClearAccountData();
  const callbackUrl = safeCallbackUrl(params.get('callbackUrl'), window.location.origin);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<FormServerError | null>(null);
  const [username, setUsername] = useState('');
  const resend = useServerAction(resendVerificationEmail);
  const [resentMessage, setResentMessage] = useState<string | null>(null);
  const callbackError = signInCallbackError(params.get('error'));
  const providerSignIn = useProviderSignIn(callbackUrl);

  const handleSubmit = async (values: SignInInput) => {
    setSubmitting(true);
    setServerError(null);
    setResentMessage(null);
    setUsername(values.username);
    try {
      const result = await signInWithCredentials({ ...values, callbackUrl: callbackUrl ?? '/' });
      if (!result.ok) {
        setServerError(result.error);
        return;
      }
      await clearAccountData();
      const fresh = await session.refresh();
      await navigate(callbackUrl ?? homeFor(fresh?.user), { replace: true });
    } catch (error) {
      setServerError(toFormServerError(error));
    } finally {
      setSubmitting(false);
    }
  };

  const handleResend = async () => {
    const outcome = await resend.run(username);
    if (outcome.ok) setResentMessage(outcome.value);
  };

  return (
    <AuthLayout title="Log in">
      {callbackError && <Alert tone="error">{callbackError}</Alert>}
      <LoginForm
        onSubmit={handleSubmit}
        serverError={serverError ?? providerSignIn.error}
        submitting={submitting}
        onResendVerification={resend.submitting ? undefined : () => void handleResend()}
        onProviderSignIn={(provider) => void providerSignIn.start(provider)}
        callbackUrl={callbackUrl}
      />
      {resentMessage && <Alert tone="success">{resentMessage}</Alert>}
      {resend.serverError && <Alert tone="error">{resend.serverError.message}</Alert>}
    </AuthLayout>
  );
}
