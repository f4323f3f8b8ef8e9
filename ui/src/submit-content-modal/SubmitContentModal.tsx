import type { InferInput } from 'valibot';
import { keyContentSchema } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import '../forms/form.css';
import '../modal/Modal.css';

/** The content link: `{ url }`. */
export type KeyContentInput = InferInput<typeof keyContentSchema>;

/** Title to open the modal with (spec 2's "submit content"). */
export const SUBMIT_CONTENT_MODAL_TITLE = 'Submit content';

/** Spec 8 wording of the content submit outcome. */
export const CONTENT_SUBMITTED = 'Content successfully submitted.';
export const CONTENT_SUBMIT_FAILED = 'Something went wrong.';

export interface SubmitContentModalProps {
  /** Sends the link. */
  onSubmit(values: KeyContentInput): void | Promise<void>;
  /** The link is being sent. */
  submitting?: boolean;
  /** The server's answer; a "url" error shows at the field, any other as "Something went wrong." */
  serverError?: FormServerError | null;
  /** Set once submitted: the success message and the Lurk coins it earned (0 when none). */
  submitted?: { coinsAwarded: number } | null;
  /** Closes the modal (Cancel, or Done after success). */
  onClose(): void;
  /** Initial values. */
  defaultValues?: Partial<KeyContentInput>;
}

/** The body of the submit-content modal of a Key campaign: one link, final once sent. */
export function SubmitContentModal({
  onSubmit,
  submitting = false,
  serverError,
  submitted,
  onClose,
  defaultValues,
}: SubmitContentModalProps) {
  const { register, handleSubmit, setError, getValues, formState } = useSchemaForm(keyContentSchema, { url: '', ...defaultValues });
  const alert = useServerError({ setError, getValues }, serverError);
  if (submitted)
    return (
      <div className="form">
        <Alert tone="success" title={CONTENT_SUBMITTED}>
          {submitted.coinsAwarded > 0 ? `You earned ${submitted.coinsAwarded} Lurk coins.` : 'The company can now see your content.'}
        </Alert>
        <div className="modal__actions">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );
  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <TextField
        label="Link to your content"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        hint="The stream, video or short you made with the key. Links start with http:// or https://."
        {...register('url')}
        error={formState.errors.url?.message}
      />
      <p className="field__hint">Content cannot be changed after submission.</p>
      {alert && (
        <Alert tone="error" title={CONTENT_SUBMIT_FAILED}>
          {alert.message && alert.message !== CONTENT_SUBMIT_FAILED ? alert.message : 'Please try again.'}
        </Alert>
      )}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting}>
          Submit content
        </Button>
      </div>
    </form>
  );
}
