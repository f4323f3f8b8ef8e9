import { useState } from 'react';
import { deleteAccountSchema, type DeleteAccountInput } from '@lurkit/core/accounts/domain/settings.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import '../forms/form.css';

export interface DeleteAccountFormProps {
  /** Called with the current password once the person has confirmed the deletion. */
  onSubmit(values: DeleteAccountInput): void | Promise<void>;
  /** The server's answer to the last submit; shown beside the field or above the buttons. */
  serverError?: FormServerError | null;
  /** True while the request runs. */
  submitting?: boolean;
}

/** Deleting the account takes two steps: the button opens the confirmation, which asks for the password. */
export function DeleteAccountForm({ onSubmit, serverError, submitting = false }: DeleteAccountFormProps) {
  // A server answer or a running request means the person already confirmed.
  const [confirming, setConfirming] = useState(Boolean(serverError) || submitting);
  const { register, handleSubmit, setError, getValues, formState } = useSchemaForm(deleteAccountSchema, { currentPassword: '' });
  const alert = useServerError({ setError, getValues }, serverError);
  if (!confirming) {
    return (
      <div className="form">
        <p>Deleting your account removes your profile and signs you out everywhere. This cannot be undone.</p>
        <div className="form__actions">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete account
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <Alert tone="warning" title="Are you sure?">
        <p>Your account will be deleted permanently. Enter your password to confirm.</p>
      </Alert>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        autoFocus
        {...register('currentPassword')}
        error={formState.errors.currentPassword?.message}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
      <div className="form__actions">
        <Button type="submit" variant="danger" loading={submitting}>
          Delete my account permanently
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)} disabled={submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
