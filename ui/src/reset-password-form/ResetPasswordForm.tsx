import { requestPasswordResetSchema, type RequestPasswordResetInput } from '@lurkit/core/accounts/domain/password-reset.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { AppLink } from '../link/LinkProvider.tsx';
import { TextField } from '../text-field/TextField.tsx';
import '../forms/form.css';

export interface ResetPasswordFormProps {
  /** Called with the email address when the person asks for a reset link. */
  onSubmit(values: RequestPasswordResetInput): void | Promise<void>;
  /** The server's answer to the last submit; shown beside the field or above the button. */
  serverError?: FormServerError | null;
  /** True while the request runs. */
  submitting?: boolean;
  /** True once the request succeeded: the form gives way to a "check your inbox" message. */
  sent?: boolean;
  /** Initial field values. */
  defaultValues?: Partial<RequestPasswordResetInput>;
}

export function ResetPasswordForm({ onSubmit, serverError, submitting = false, sent = false, defaultValues }: ResetPasswordFormProps) {
  const { register, handleSubmit, setError, getValues, formState } = useSchemaForm(requestPasswordResetSchema, defaultValues);
  const alert = useServerError({ setError, getValues }, serverError);
  if (sent) {
    return (
      <div className="form">
        <Alert tone="success" title="Check your inbox">
          <p>If an account uses that address, we sent it a link to choose a new password.</p>
        </Alert>
        <AppLink href="/login">Back to log in</AppLink>
      </div>
    );
  }
  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <TextField label="Email" type="email" autoComplete="email" {...register('email')} error={formState.errors.email?.message} />
      {alert && <Alert tone="error">{alert.message}</Alert>}
      <Button type="submit" loading={submitting}>
        Send reset link
      </Button>
      <AppLink href="/login">Back to log in</AppLink>
    </form>
  );
}
