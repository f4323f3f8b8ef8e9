import {
  basicsStepSchema,
  KEY_CAMPAIGN_NAME_MAX_LENGTH,
  MAX_TAGS,
  type BasicsStepInput,
} from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { Controller } from 'react-hook-form';
import type { InferOutput } from 'valibot';
import { DateTimePicker } from '../date-time-picker/DateTimePicker.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { ListTextField } from './ListTextField.tsx';
import { StepFormFrame, useStepForm, type StepFormProps } from './step-form.tsx';

export type BasicsStepOutput = InferOutput<typeof basicsStepSchema>;
export type BasicsStepFormProps = StepFormProps<BasicsStepInput, BasicsStepOutput>;

const DATES = [
  { name: 'startDate', label: 'Start date' },
  { name: 'endDate', label: 'End date' },
  { name: 'plannedRelease', label: 'Planned release (optional)' },
] as const;

/** Basics: the campaign's name, when it runs (Stockholm time), the game's planned release and tags. */
export function BasicsStepForm(props: BasicsStepFormProps) {
  const { form, alert, onSubmit } = useStepForm(basicsStepSchema, props);
  const { errors } = form.formState;
  return (
    <StepFormFrame onSubmit={() => void onSubmit()} alert={alert} submitting={props.submitting} disabled={props.disabled}>
      <TextField label="Campaign name" maxLength={KEY_CAMPAIGN_NAME_MAX_LENGTH} {...form.register('name')} error={errors.name?.message} />
      {DATES.map(({ name, label }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <DateTimePicker label={label} value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      ))}
      <Controller
        control={form.control}
        name="tags"
        render={({ field, fieldState }) => (
          <ListTextField
            label="Tags (optional)"
            hint={`Up to ${MAX_TAGS}, separated by commas.`}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </StepFormFrame>
  );
}
