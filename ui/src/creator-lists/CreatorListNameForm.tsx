import { creatorListNameSchema } from '@lurkit/core/creator-lists/domain/creator-list.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useReportEdits, type EditGuardProps } from '../forms/use-report-edits.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import './CreatorLists.css';

export interface CreatorListNameFormProps {
  /** The name before editing (renaming); empty for a new list. */
  defaultName?: string;
  /** The field's label. */
  label?: string;
  /** Text of the sending button. */
  submitLabel?: string;
  /** Called with the checked, trimmed name; false when the save was refused. */
  onSubmit(name: string): unknown;
  /** Leaves the form without saving (shown when given). */
  onCancel?(): void;
  /** The server's answer to the last send (a taken name shows at the field). */
  serverError?: FormServerError | null | undefined;
  /** True while the name is being saved. */
  submitting?: boolean | undefined;
  /** A page's leave guard for an unsaved name (useEditGuard). */
  guard?: EditGuardProps | undefined;
}

/** Spec 5: "Creator list name required"; the same form creates a list and renames one. */
export function CreatorListNameForm({
  defaultName = '',
  label = 'List name',
  submitLabel = 'Create list',
  onSubmit,
  onCancel,
  serverError,
  submitting = false,
  guard = {},
}: CreatorListNameFormProps) {
  const form = useSchemaForm(creatorListNameSchema, { name: defaultName });
  const submit = useReportEdits(form, (values) => onSubmit(values.name), guard);
  const alert = useServerError(form, serverError);
  return (
    <form className="creator-lists__name-form" noValidate onSubmit={form.handleSubmit(submit)}>
      <TextField label={label} autoComplete="off" {...form.register('name')} error={form.formState.errors.name?.message} />
      <div className="creator-lists__buttons">
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}
