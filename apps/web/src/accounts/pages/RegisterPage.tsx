import { AuthLayout } from '@lurkit/ui/auth-layout/AuthLayout.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { withCallbackUrl } from '@lurkit/ui/link/with-callback-url.ts';
import { RegisterChoice } from '@lurkit/ui/register-choice/RegisterChoice.tsx';
import { useCallbackUrl } from '../../shared/routing/use-callback-url.ts';

/** /register: choose between a company and a creator account; a callbackUrl (an invitation) is kept. */
export function RegisterPage() {
  const callbackUrl = useCallbackUrl();
  return (
    <AuthLayout
      title="Sign up"
      footer={
        <>
          Already have an account? <AppLink href={withCallbackUrl('/login', callbackUrl)}>Log in</AppLink>
        </>
      }
    >
      <RegisterChoice callbackUrl={callbackUrl} />
    </AuthLayout>
  );
}
