import { useEffect } from 'react';
import {
  firstEmailSettingsSchema,
  profileSettingsSchema,
  type ProfileSettingsInput,
} from '@lurkit/core/accounts/domain/settings.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import '../forms/form.css';

export interface ProfileSettingsFormProps {
  /** The account's current profile. */
  defaultValues: Omit<ProfileSettingsInput, 'currentPassword'>;
  /** Called with the new profile and the current password that authorises the change. */
  onSubmit(values: ProfileSettingsInput): void | Promise<void>;
  /** The server's answer to the last submit; shown beside its field or above the button. */
  serverError?: FormServerError | null;
  /** True while the request runs. */
  submitting?: boolean;
  /** True after a successful save. */
  saved?: boolean;
  /** An OAuth sign-up giving its first real address: it has no password to confirm with, so none is asked. */
  firstEmail?: boolean;
}

export function ProfileSettingsForm({
  defaultValues,
  onSubmit,
  serverError,
  submitting = false,
  saved = false,
  firstEmail = false,
}: ProfileSettingsFormProps) {
  const { register, handleSubmit, setError, getValues, formState, resetField } = useSchemaForm(
    // Both read the same fields; the first address only lets the password be left out.
    (firstEmail ? firstEmailSettingsSchema : profileSettingsSchema) as typeof profileSettingsSchema,
    {
      ...defaultValues,
      currentPassword: '',
    },
  );
  const alert = useServerError({ setError, getValues }, serverError);
  const { errors } = formState;
  // The password only authorised this save; it must not linger in the field.
  useEffect(() => {
    if (saved) resetField('currentPassword');
  }, [saved, resetField]);
  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <TextField label="Display name" autoComplete="nickname" {...register('displayName')} error={errors.displayName?.message} />
      <TextField label="Username" autoComplete="username" {...register('username')} error={errors.username?.message} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        hint={firstEmail ? 'Your platform gave us no address: add yours to get mail and to reset a password.' : undefined}
        {...register('email')}
        error={errors.email?.message}
      />
      {!firstEmail && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Needed to save changes to your profile."
          {...register('currentPassword')}
          error={errors.currentPassword?.message}
        />
      )}
      {alert && <Alert tone="error">{alert.message}</Alert>}
      {saved && !serverError && <Alert tone="success">Profile saved.</Alert>}
      <Button type="submit" loading={submitting}>
        Save profile
      </Button>
    </form>
  );
}
