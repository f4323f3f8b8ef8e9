import { useEffect, useRef } from 'react';
import { inviteMemberSchema } from '@lurkit/core/accounts/domain/company-members.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';

export interface InviteMemberFormProps {
  /** Called with the checked email address. */
  onInvite(email: string): void | Promise<void>;
  /** The server's answer to the last invitation. */
  inviteError?: FormServerError | null | undefined;
  /** True while the invitation is being sent. */
  inviting?: boolean | undefined;
}

export function InviteMemberForm({ onInvite, inviteError, inviting = false }: InviteMemberFormProps) {
  const { register, handleSubmit, setError, getValues, formState, reset } = useSchemaForm(inviteMemberSchema, { email: '' });
  const alert = useServerError({ setError, getValues }, inviteError);
  // Clear the address once a send finished without error, ready for the next invitation.
  const wasInviting = useRef(inviting);
  useEffect(() => {
    if (wasInviting.current && !inviting && !inviteError) reset({ email: '' });
    wasInviting.current = inviting;
  }, [inviting, inviteError, reset]);
  return (
    <form className="company-members__invite" noValidate onSubmit={handleSubmit((values) => onInvite(values.email))}>
      <TextField label="Email address" type="email" autoComplete="off" {...register('email')} error={formState.errors.email?.message} />
      <Button type="submit" loading={inviting}>
        Send invitation
      </Button>
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}
