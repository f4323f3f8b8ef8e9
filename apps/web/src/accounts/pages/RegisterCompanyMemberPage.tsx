import type { RegisterCreatorInput } from '@lurkit/core/accounts/domain/register.schema.ts';
import { RegisterCreatorForm } from '@lurkit/ui/register-creator-form/RegisterCreatorForm.tsx';
import { useSearchParams } from 'react-router';
import { registerCompanyMember } from '../operations/accounts.operations.ts';
import { RegistrationFlow } from './RegistrationFlow.tsx';

/**
 * /register/member?token=: someone invited to a company signs up from the invitation link. The
 * account's fields only: the invitation names the company, so the first sign-in after verifying
 * lands in it.
 */
export function RegisterCompanyMemberPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <RegistrationFlow
      title="Create your account to join your company"
      register={(values: RegisterCreatorInput) => registerCompanyMember(token, values)}
      renderForm={(slot) => <RegisterCreatorForm {...slot} submitLabel="Create account and join" />}
    />
  );
}
