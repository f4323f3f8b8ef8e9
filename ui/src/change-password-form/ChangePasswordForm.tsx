import { useEffect } from 'react';
import { changePasswordSchema, type ChangePasswordInput } from '@lurkit/core/accounts/domain/settings.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { PasswordField } from '../forms/PasswordField.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import '../forms/form.css';

export interface ChangePasswordFormProps {
  /** Called with the current password, the new one and its confirmation. */
  onSubmit(values: ChangePasswordInput): void | Promise<void>;
  /** The server's answer to the last submit; shown beside its field or above the button. */
  serverError?: FormServerError | null;
  /** True while the request runs. */
  submitting?: boolean;
  /** True after a successful change; the fields are cleared. */
  saved?: boolean;
  /** Initial field values. */
  defaultValues?: Partial<ChangePasswordInput>;
}

export function ChangePasswordForm({ onSubmit, serverError, submitting = false, saved = false, defaultValues }: ChangePasswordFormProps) {
  const { register, handleSubmit, setError, getValues, formState, reset } = useSchemaForm(changePasswordSchema, defaultValues);
  const alert = useServerError({ setError, getValues }, serverError);
  const { errors } = formState;
  // Passwords must not linger in the fields once they have been changed.
  useEffect(() => {
    if (saved) reset({ currentPassword: '', newPassword: '', newPasswordConfirmation: '' });
  }, [saved, reset]);
  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <PasswordField label="New password" {...register('newPassword')} error={errors.newPassword?.message} />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...register('newPasswordConfirmation')}
        error={errors.newPasswordConfirmation?.message}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
      {saved && !serverError && <Alert tone="success">Password changed.</Alert>}
      <Button type="submit" loading={submitting}>
        Change password
      </Button>
    </form>
  );
}
