import { basicsStepSchema, type BasicsStepInput } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { DateTimePicker } from '../date-time-picker/DateTimePicker.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import { useStepForm, type StepFormProps } from './step-form.ts';
import '../forms/form.css';

export type BasicsValues = {
  name: string;
  startDate: string | null;
  endDate: string | null;
  plannedRelease: string | null;
  tags: string[];
};

/** Basics: name, start and end (Stockholm time), planned release, tags. */
export function BasicsStepForm(props: StepFormProps<BasicsValues>) {
  const form = useSchemaForm(basicsStepSchema, props.defaultValues as BasicsStepInput);
  useStepForm(form, { ...props, onSave: (values) => props.onSave(toValues(values)) });
  const alert = useServerError(form, props.serverError);
  const { errors } = form.formState;
  const date = (name: 'startDate' | 'endDate' | 'plannedRelease') => ({
    value: (form.watch(name) as string | null | undefined) ?? null,
    onChange: (value: string | null) => form.setValue(name, value, { shouldDirty: true }),
    error: errors[name]?.message,
  });
  return (
    <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField label="Campaign name" {...form.register('name')} error={errors.name?.message} />
      <DateTimePicker label="Start date" {...date('startDate')} />
      <DateTimePicker label="End date" {...date('endDate')} />
      <DateTimePicker label="Planned release (optional)" {...date('plannedRelease')} />
      <TextField
        label="Tags (optional)"
        hint="Separate tags with commas."
        defaultValue={(props.defaultValues.tags ?? []).join(', ')}
        onChange={(event) =>
          form.setValue(
            'tags',
            event.target.value
              .split(',')
              .map((t) => t.trim())
              .filter((t) => t !== ''),
            { shouldDirty: true },
          )
        }
        error={errors.tags?.message}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
const toValues = (values: {
  name: string;
  startDate: Date | null;
  endDate: Date | null;
  plannedRelease: Date | null;
  tags: string[];
}): BasicsValues => ({
  name: values.name,
  startDate: iso(values.startDate),
  endDate: iso(values.endDate),
  plannedRelease: iso(values.plannedRelease),
  tags: values.tags,
});
