import { registerCreatorSchema, type RegisterCreatorInput } from '@lurkit/core/accounts/domain/register.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { PasswordField } from '../forms/PasswordField.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { TermsCheckbox } from '../forms/TermsCheckbox.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { AppLink } from '../link/LinkProvider.tsx';
import { ProviderButtons, type SignInProvider } from '../login-form/ProviderButtons.tsx';
import { TextField } from '../text-field/TextField.tsx';
import '../forms/form.css';

export interface RegisterCreatorFormProps {
  /** Called with the checked values when the person submits. */
  onSubmit(values: RegisterCreatorInput): void | Promise<void>;
  /** The server's answer to the last submit; shown beside its field or above the button. */
  serverError?: FormServerError | null;
  /** True while the registration request runs. */
  submitting?: boolean;
  /** Initial field values. */
  defaultValues?: Partial<RegisterCreatorInput>;
  /** Social sign-up (spec 2): called with the platform chosen; the buttons show when given. */
  onProviderSignUp?(provider: SignInProvider): void;
  /** The submit button's words: the same account fields also open an invited company member's account. */
  submitLabel?: string;
}

export function RegisterCreatorForm({
  onSubmit,
  serverError,
  submitting = false,
  defaultValues,
  onProviderSignUp,
  submitLabel = 'Create creator account',
}: RegisterCreatorFormProps) {
  const { register, handleSubmit, setError, getValues, formState } = useSchemaForm(registerCreatorSchema, defaultValues);
  const alert = useServerError({ setError, getValues }, serverError);
  const { errors } = formState;
  return (
    <>
      <form className="form" noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
        <TextField label="Email" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
        <TextField label="Username" autoComplete="username" {...register('username')} error={errors.username?.message} />
        <PasswordField {...register('password')} error={errors.password?.message} />
        <TermsCheckbox {...register('acceptTerms')} error={errors.acceptTerms?.message} />
        {alert && <Alert tone="error">{alert.message}</Alert>}
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
        <p className="form__links">
          <span>
            Already have an account? <AppLink href="/login">Log in</AppLink>
          </span>
        </p>
      </form>
      {onProviderSignUp && <ProviderButtons heading="Or sign up with" onSelect={onProviderSignUp} />}
    </>
  );
}
