import { allocateCodesSchema } from '@lurkit/core/codes/domain/add-codes.schema.ts';
import * as v from 'valibot';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import '../forms/form.css';
import { formatCount } from '../format/format.ts';

export interface AllocateCodesFormProps {
  /** The platform or store whose codes are allocated. */
  platform: string;
  /** Codes of the platform still unavailable: the most that can be allocated. */
  unavailable: number;
  /** Called with the count to make available to creators. */
  onAllocate(values: { count: number }): void | Promise<void>;
  /** The server's refusal (CODES.NOT_ENOUGH_UNAVAILABLE at `count`). */
  serverError?: FormServerError | null;
  /** The allocation is on its way. */
  allocating?: boolean;
  /** Closes without allocating. */
  onCancel?(): void;
}

const n = formatCount;

/** Manual allocation (spec 4): how many of a platform's unavailable codes creators may now claim, oldest first. */
export function AllocateCodesForm({
  platform,
  unavailable,
  onAllocate,
  serverError,
  allocating = false,
  onCancel,
}: AllocateCodesFormProps) {
  // Core's schema (at least one) plus this platform's ceiling, so the form says both before sending.
  const schema = v.pipe(
    allocateCodesSchema,
    v.forward(
      v.check((input) => input.count <= unavailable, `Only ${n(unavailable)} unavailable codes can be allocated on this platform.`),
      ['count'],
    ),
  );
  const form = useSchemaForm(schema, { count: unavailable });
  const alert = useServerError(form, serverError);
  return (
    <form
      className="form"
      noValidate
      aria-label={`Allocate ${platform} codes`}
      onSubmit={form.handleSubmit((values) => onAllocate(values))}
    >
      <p>
        {n(unavailable)} {platform} {unavailable === 1 ? 'code is' : 'codes are'} unavailable. Allocated codes can be claimed by creators at
        once, oldest first.
      </p>
      <TextField
        label="Codes to allocate"
        type="number"
        inputMode="numeric"
        min={1}
        max={unavailable}
        {...form.register('count', { valueAsNumber: true })}
        error={form.formState.errors.count?.message}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
      <div className="form__actions">
        <Button type="submit" loading={allocating}>
          Allocate
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
