import { AuthLayout } from '@lurkit/ui/auth-layout/AuthLayout.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { RegisterChoice } from '@lurkit/ui/register-choice/RegisterChoice.tsx';

/** /register: choose between a company and a creator account. */
export function RegisterPage() {
  return (
    <AuthLayout
      title="Sign up"
      footer={
        <>
          Already have an account? <AppLink href="/login">Log in</AppLink>
        </>
      }
    >
      <RegisterChoice />
    </AuthLayout>
  );
}
