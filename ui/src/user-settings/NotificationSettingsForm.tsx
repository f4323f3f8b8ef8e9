import {
  NOTIFICATION_KINDS,
  notificationSettingsSchema,
  type NotificationKind,
} from '@lurkit/core/accounts/profile/domain/user-profile.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { Checkbox } from '../checkbox/Checkbox.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useReportEdits, type EditGuardProps } from '../forms/use-report-edits.ts';
import { useServerError } from '../forms/use-server-error.ts';
import '../forms/form.css';

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  invitations: 'Invitations to Keys, Quests, Missions and Creator Programs',
  deadlineReminders: 'Deadline reminders (content due, Quest phases, Missions)',
  campaignUpdates: 'Campaign updates (creator kit codes and other news from companies)',
};

export interface NotificationSettingsFormProps {
  /** The current switches. */
  defaultValues: Record<NotificationKind, boolean>;
  /** Called with every switch when the person saves. */
  onSubmit(values: Record<NotificationKind, boolean>): void | boolean | Promise<void | boolean>;
  /** A page's leave guard for unsaved edits (useEditGuard). */
  guard?: EditGuardProps;
  /** The server's answer to the last save. */
  serverError?: FormServerError | null;
  /** True while the save runs. */
  submitting?: boolean;
}

/** Which notification emails to get; the bell in the header shows every notification either way. */
export function NotificationSettingsForm({
  defaultValues,
  onSubmit,
  serverError,
  submitting = false,
  guard = {},
}: NotificationSettingsFormProps) {
  const form = useSchemaForm(notificationSettingsSchema, defaultValues);
  const { register, handleSubmit, setError, getValues } = form;
  const submit = useReportEdits(form, onSubmit, guard);
  const alert = useServerError({ setError, getValues }, serverError);
  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)}>
      <fieldset className="form__fieldset">
        <legend>Email me about</legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <Checkbox key={kind} label={NOTIFICATION_KIND_LABELS[kind]} {...register(kind)} />
        ))}
      </fieldset>
      <p>Emails about your account (verification, password reset) are always sent.</p>
      {alert && <Alert tone="error">{alert.message}</Alert>}
      <Button type="submit" loading={submitting}>
        Save notification settings
      </Button>
    </form>
  );
}
