import type { InferInput } from 'valibot';
import { keyAgreementSchema } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { Checkbox } from '../checkbox/Checkbox.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { formatDateTime } from '../format/format.ts';
import '../forms/form.css';
import '../modal/Modal.css';
import './AgreementModal.css';

/** What the creator agrees to: `{ accepted: true }`. */
export type KeyAgreementInput = InferInput<typeof keyAgreementSchema>;

/** Title to open the modal with (spec 2's "special instructions and embargo agreement"). */
export const AGREEMENT_MODAL_TITLE = 'Special instructions and embargo';

export interface AgreementModalProps {
  /** The company's special instructions; null or empty when there are none. */
  specialInstructions: string | null;
  /** No content may be published before this ISO instant (shown in Stockholm time); null when none. */
  embargo: string | null;
  /** Called when the creator accepts; the page then requests the key with the agreement. */
  onSubmit(values: KeyAgreementInput): void | Promise<void>;
  /** Closes the modal without requesting. */
  onCancel(): void;
  /** The request is being sent. */
  submitting?: boolean;
  /** The server's answer; KEYS.AGREEMENT_REQUIRED (field "accepted") shows at the checkbox. */
  serverError?: FormServerError | null;
  /** Initial values (stories start accepted). */
  defaultValues?: Partial<KeyAgreementInput>;
}

/** The body of the agreement modal shown before requesting a key (spec 5): read, tick, accept. */
export function AgreementModal({
  specialInstructions,
  embargo,
  onSubmit,
  onCancel,
  submitting = false,
  serverError,
  defaultValues,
}: AgreementModalProps) {
  const { register, handleSubmit, setError, getValues, formState } = useSchemaForm(keyAgreementSchema, defaultValues);
  const alert = useServerError({ setError, getValues }, serverError);
  return (
    <form className="form agreement" noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <section>
        <h3 className="form__subheading">Special instructions</h3>
        <p className="agreement__text">{specialInstructions?.trim() || 'The company gave no special instructions.'}</p>
      </section>
      <section>
        <h3 className="form__subheading">Embargo</h3>
        <p className="agreement__text">
          {embargo ? (
            <>
              Do not publish any content before <time dateTime={embargo}>{formatDateTime(embargo)}</time>.
            </>
          ) : (
            'No embargo: you may publish as soon as you have played.'
          )}
        </p>
      </section>
      <Checkbox label="I have read and will honor the agreement" {...register('accepted')} error={formState.errors.accepted?.message} />
      {alert && <Alert tone="error">{alert.message}</Alert>}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting}>
          Accept
        </Button>
      </div>
    </form>
  );
}
