import { emailSchema } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { inviteCreatorsSchema, type InviteCreatorsForm as InviteInput } from '@lurkit/core/invitations/domain/invite-creators.schema.ts';
import { useState } from 'react';
import * as v from 'valibot';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { LineListInput } from '../line-list-input/LineListInput.tsx';
import { PersonPicker, type PersonMatch } from '../person-picker/PersonPicker.tsx';
import { RadioGroup } from '../radio-group/RadioGroup.tsx';
import '../forms/form.css';

export type InviteValues = v.InferOutput<typeof inviteCreatorsSchema>;
/** What the last invite did (the API's report, counted). */
export interface InviteResult {
  sent: number;
  alreadyInvited: number;
  invalid: number;
}

export interface InviteCreatorsFormProps {
  /** What the creators are invited to. */
  activationType: InviteInput['activationType'];
  /** The activation's id. */
  activationId: string;
  /** Sends the invitations: emails as typed (one per line), or user ids. */
  onSubmit(values: InviteValues): Promise<void>;
  /** The server's answer to the last send; shown at its field or above the button. */
  serverError?: FormServerError | null;
  /** True while the invitations are being sent. */
  submitting?: boolean;
  /** The outcome of the last send. */
  result?: InviteResult | null;
  /** Finds creators by the start of their name, for inviting people with an account. */
  searchCreators(text: string): Promise<readonly PersonMatch[]>;
}

const checkEmail = (line: string) => (v.is(emailSchema, line) ? null : 'Enter a valid email address.');
const FIX_LINES = 'Fix the lines listed below first.';

/** Invite creators (spec 2 and 5): by email, one valid address per line, or creators with an account picked by name. */
export function InviteCreatorsForm({
  activationType,
  activationId,
  onSubmit,
  serverError,
  submitting = false,
  result,
  searchCreators,
}: InviteCreatorsFormProps) {
  const form = useSchemaForm(inviteCreatorsSchema, {
    inviteType: 'EMAIL',
    activationType,
    activationId,
    emails: '',
    userIds: [],
  } as InviteInput);
  const alert = useServerError(form, serverError);
  const [badLines, setBadLines] = useState(0);
  const [picked, setPicked] = useState<PersonMatch[]>([]);
  const type = form.watch('inviteType');
  const errors = form.formState.errors as Partial<Record<'emails' | 'userIds', { message?: string }>>;
  const submit = form.handleSubmit((values) => {
    if (values.inviteType === 'EMAIL' && badLines > 0) return form.setError('emails', { message: FIX_LINES }, { shouldFocus: true });
    return onSubmit(values);
  });
  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <RadioGroup
        label="Invite by"
        name="inviteType"
        inline
        value={type}
        onChange={(value) => form.setValue('inviteType', value === 'USERID' ? 'USERID' : 'EMAIL')}
        options={[
          { value: 'EMAIL', label: 'Email' },
          { value: 'USERID', label: 'Name' },
        ]}
      />
      {type === 'EMAIL' ? (
        <LineListInput
          key="emails"
          label="Email addresses"
          hint="One address per line. Creators without an account are asked to sign up."
          itemName={['address', 'addresses']}
          validate={checkEmail}
          onChange={(list) => {
            setBadLines(list.errors.length);
            form.setValue('emails', list.text);
          }}
          error={errors.emails?.message}
        />
      ) : (
        <PersonPicker
          key="userIds"
          label="Creators"
          hint="Type two letters of a creator's name or username and pick them."
          multiple
          search={searchCreators}
          value={picked}
          onChange={(people) => {
            setPicked(people);
            form.setValue(
              'userIds',
              people.map((p) => p.id),
            );
          }}
          error={errors.userIds?.message}
        />
      )}
      {alert && <Alert tone="error">{alert.message}</Alert>}
      {result && (
        <Alert tone={result.invalid > 0 ? 'warning' : 'success'} title="Invitations sent">
          {result.sent} sent · {result.alreadyInvited} already invited · {result.invalid} invalid
        </Alert>
      )}
      <div className="form__actions">
        <Button type="submit" loading={submitting}>
          Send invitations
        </Button>
      </div>
    </form>
  );
}
