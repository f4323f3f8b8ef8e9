import { newPasswordSchema, type NewPasswordInput } from '@lurkit/core/accounts/domain/password-reset.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { PasswordField } from '../forms/PasswordField.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { AppLink } from '../link/LinkProvider.tsx';
import { TextField } from '../text-field/TextField.tsx';
import '../forms/form.css';

/** Code of an expired or unknown reset token: the only way on is a new link. */
const RESET_LINK_INVALID = 'ACCOUNT.RESET_LINK_INVALID';

export interface NewPasswordFormProps {
  /** Called with the new password and its confirmation. */
  onSubmit(values: NewPasswordInput): void | Promise<void>;
  /** The server's answer to the last submit; shown beside its field or above the button. */
  serverError?: FormServerError | null;
  /** True while the request runs. */
  submitting?: boolean;
  /** True once the password was changed: the form gives way to a link to log in. */
  done?: boolean;
  /** Initial field values. */
  defaultValues?: Partial<NewPasswordInput>;
}

export function NewPasswordForm({ onSubmit, serverError, submitting = false, done = false, defaultValues }: NewPasswordFormProps) {
  const { register, handleSubmit, setError, getValues, formState } = useSchemaForm(newPasswordSchema, defaultValues);
  const alert = useServerError({ setError, getValues }, serverError);
  const { errors } = formState;
  if (done) {
    return (
      <div className="form">
        <Alert tone="success" title="Password changed">
          <p>You can now log in with your new password.</p>
        </Alert>
        <AppLink href="/login">Log in</AppLink>
      </div>
    );
  }
  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <PasswordField label="New password" {...register('password')} error={errors.password?.message} />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...register('passwordConfirmation')}
        error={errors.passwordConfirmation?.message}
      />
      {alert && (
        <Alert tone="error">
          <p>{alert.message}</p>
          {alert.code === RESET_LINK_INVALID && <AppLink href="/reset-password">Request a new link</AppLink>}
        </Alert>
      )}
      <Button type="submit" loading={submitting}>
        Save new password
      </Button>
    </form>
  );
}
