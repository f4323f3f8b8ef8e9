import { memberTitleFormSchema } from '@lurkit/core/accounts/domain/company-members.schema.ts';
import { Button } from '../button/Button.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { TextField } from '../text-field/TextField.tsx';

export interface TitleEditorProps {
  /** Whose title is edited, for the field's label. */
  displayName: string;
  /** The title before editing. */
  title: string | null;
  /** Called with the checked new title. */
  onSave(title: string): void;
  /** Leaves editing without saving. */
  onCancel(): void;
}

/** Inline form for a member's title (owner only). */
export function TitleEditor({ displayName, title, onSave, onCancel }: TitleEditorProps) {
  const { register, handleSubmit, formState } = useSchemaForm(memberTitleFormSchema, { title: title ?? '' });
  return (
    <form className="company-members__title-form" noValidate onSubmit={handleSubmit((values) => onSave(values.title))}>
      <TextField
        label={<span className="visually-hidden">Title of {displayName}</span>}
        autoFocus
        {...register('title')}
        error={formState.errors.title?.message}
      />
      <Button type="submit">Save</Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
