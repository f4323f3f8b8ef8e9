import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { AuthLayout } from '@lurkit/ui/auth-layout/AuthLayout.tsx';
import { RegistrationComplete } from '@lurkit/ui/registration-complete/RegistrationComplete.tsx';
import { useState, type ReactNode } from 'react';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useCallbackUrl } from '../../shared/routing/use-callback-url.ts';
import { rememberReturnAfterVerify } from '../../shared/routing/verify-return.ts';

interface FormSlot<V> {
  onSubmit(values: V): Promise<void>;
  serverError: FormServerError | null;
  submitting: boolean;
}

interface RegistrationFlowProps<V extends { email: string }> {
  title: string;
  register(values: V): Promise<unknown>;
  renderForm(slot: FormSlot<V>): ReactNode;
}

/** Both registrations: the form, then "check your inbox" for the address just registered. */
export function RegistrationFlow<V extends { email: string }>({ title, register, renderForm }: RegistrationFlowProps<V>) {
  const { run, submitting, serverError } = useServerAction(register);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const callbackUrl = useCallbackUrl();

  if (registeredEmail) {
    return (
      <AuthLayout title="Account created">
        <RegistrationComplete email={registeredEmail} callbackUrl={callbackUrl} />
      </AuthLayout>
    );
  }
  const onSubmit = async (values: V) => {
    const outcome = await run(values);
    if (!outcome.ok) return;
    rememberReturnAfterVerify(callbackUrl);
    setRegisteredEmail(values.email);
  };
  return <AuthLayout title={title}>{renderForm({ onSubmit, serverError, submitting })}</AuthLayout>;
}
