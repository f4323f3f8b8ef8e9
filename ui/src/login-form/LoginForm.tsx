import { signInSchema, type SignInInput } from '@lurkit/core/accounts/domain/sign-in.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { AppLink } from '../link/LinkProvider.tsx';
import { withCallbackUrl } from '../link/with-callback-url.ts';
import { TextField } from '../text-field/TextField.tsx';
import { ProviderButtons, type SignInProvider } from './ProviderButtons.tsx';
import '../forms/form.css';

/** Code of the "email not verified" sign-in failure, which offers to resend the email. */
const EMAIL_NOT_VERIFIED = '1207';

export interface LoginFormProps {
  /** Called with the checked values when the person submits. */
  onSubmit(values: SignInInput): void | Promise<void>;
  /** The server's answer to the last submit; shown beside its field or above the button. */
  serverError?: FormServerError | null;
  /** True while the sign-in request runs. */
  submitting?: boolean;
  /** Offered when sign-in failed because the email is not verified yet. */
  onResendVerification?(): void;
  /** Creator sign-in through a platform; the buttons show only when given. */
  onProviderSignIn?(provider: SignInProvider): void;
  /** Where to go after signing in; kept on the sign-up link (e.g. an invitation link). */
  callbackUrl?: string | null;
  /** Initial field values (e.g. a remembered username). */
  defaultValues?: Partial<SignInInput>;
}

export function LoginForm({
  onSubmit,
  serverError,
  submitting = false,
  onResendVerification,
  onProviderSignIn,
  callbackUrl,
  defaultValues,
}: LoginFormProps) {
  const { register, handleSubmit, setError, getValues, formState } = useSchemaForm(signInSchema, {
    username: '',
    password: '',
    ...defaultValues,
  });
  const alert = useServerError({ setError, getValues }, serverError);
  const { errors } = formState;
  return (
    <div className="form">
      <form className="form" noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
        <TextField label="Username" autoComplete="username" {...register('username')} error={errors.username?.message} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...register('password')}
          error={errors.password?.message}
        />
        {alert && (
          <Alert tone="error">
            <p>{alert.message}</p>
            {alert.code === EMAIL_NOT_VERIFIED && onResendVerification && (
              <Button variant="secondary" onClick={onResendVerification}>
                Resend verification email
              </Button>
            )}
          </Alert>
        )}
        <Button type="submit" loading={submitting}>
          Log in
        </Button>
        <div className="form__links">
          <AppLink href="/reset-password">Forgot password?</AppLink>
          <AppLink href={withCallbackUrl('/register', callbackUrl)}>Create an account</AppLink>
        </div>
      </form>
      {onProviderSignIn && <ProviderButtons onSelect={onProviderSignIn} />}
    </div>
  );
}
