import { NOTE_TEXT_MAX, noteTextSchema } from '@lurkit/core/notes/domain/note.schema.ts';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { Textarea } from '../textarea/Textarea.tsx';
import '../forms/form.css';

export interface NoteTextFormProps {
  /** Label of the text box ("New note", "Your comment", "Edit note"). */
  label: string;
  /** Text of the submit button. */
  submit: string;
  /** Text to start from when editing. */
  defaultText?: string;
  /** Called with the trimmed text; resolve true to clear the form. */
  onSubmit(text: string): Promise<boolean>;
  /** The server's answer to the last submit. */
  serverError?: FormServerError | null;
  /** True while the request runs. */
  submitting?: boolean;
  /** Shown when editing: gives up without saving. */
  onCancel?(): void;
}

/** One text box and a button: a new note, a comment, or an edit of either (the same rule for all). */
export function NoteTextForm({ label, submit, defaultText = '', onSubmit, serverError, submitting = false, onCancel }: NoteTextFormProps) {
  const { register, handleSubmit, setError, getValues, formState, reset } = useSchemaForm(noteTextSchema, { text: defaultText });
  const alert = useServerError({ setError, getValues }, serverError);
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(async ({ text }) => {
        if (await onSubmit(text)) reset({ text: '' });
      })}
    >
      <Textarea
        label={label}
        rows={3}
        maxLength={NOTE_TEXT_MAX}
        {...register('text')}
        error={formState.errors.text?.message ?? alert?.message}
      />
      <div className="form__actions">
        <Button type="submit" loading={submitting || formState.isSubmitting}>
          {submit}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
