import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { GenericSchema } from 'valibot';
import type { FormServerError } from './server-error.ts';
import { useReportEdits, type EditGuardProps } from './use-report-edits.ts';
import { useSchemaForm } from './use-schema-form.ts';
import { useServerError } from './use-server-error.ts';

/**
 * A settings form that edits saved values: checked by the schema, guarded against leaving with unsaved
 * edits, the server's error at its field. Returns the form, the submit for `<form onSubmit>` and the
 * error to show in an Alert when it names no field.
 */
export function useEditForm<I extends FieldValues, O extends FieldValues>(
  schema: GenericSchema<I, O>,
  defaultValues: DefaultValues<I> | undefined,
  edits: { onSubmit: (values: O) => unknown; guard: EditGuardProps; serverError: FormServerError | null | undefined },
) {
  const form = useSchemaForm(schema, defaultValues);
  const submit = useReportEdits(form, edits.onSubmit, edits.guard);
  const alert = useServerError(form, edits.serverError);
  return { form, onSubmit: form.handleSubmit(submit), alert };
}
