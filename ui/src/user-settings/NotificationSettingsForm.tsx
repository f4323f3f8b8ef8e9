import {
  NOTIFICATION_KINDS,
  notificationSettingsSchema,
  type NotificationKind,
} from '@lurkit/core/accounts/profile/domain/user-profile.schema.ts';
import { Checkbox } from '../checkbox/Checkbox.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import type { EditGuardProps } from '../forms/use-report-edits.ts';
import { useEditForm } from '../forms/use-edit-form.ts';
import { SaveRow } from '../forms/SaveRow.tsx';
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
  const { form, onSubmit: save, alert } = useEditForm(notificationSettingsSchema, defaultValues, { onSubmit, guard, serverError });
  const { register } = form;
  return (
    <form className="form" noValidate onSubmit={save}>
      <fieldset className="form__fieldset">
        <legend>Email me about</legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <Checkbox key={kind} label={NOTIFICATION_KIND_LABELS[kind]} {...register(kind)} />
        ))}
      </fieldset>
      <p>Emails about your account (verification, password reset) are always sent.</p>
      <SaveRow alert={alert} label="Save notification settings" submitting={submitting} />
    </form>
  );
}
