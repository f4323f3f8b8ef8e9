import { CONVERSION_TRACKING_KINDS } from '@lurkit/core/quests/domain/quest-fields.schema.ts';
import { goalsAndInfoStepSchema, type GoalsAndInfoStepInput } from '@lurkit/core/quests/domain/quest-steps.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { RadioGroup } from '../radio-group/RadioGroup.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import { useStepForm, type StepFormProps } from '../key-campaign-steps/step-form.ts';
import '../forms/form.css';

export type GoalsAndInfoValues = {
  goals: string[];
  deliverables: string[];
  talkingPoints: string[];
  callToAction: string;
  conversionTracking: { kind: 'shareableLink' | 'plainUrl'; url: string } | null;
  media: string[];
  specialInstructions: string;
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((t) => t.trim())
    .filter((t) => t !== '');

const TRACKING_LABELS = { shareableLink: 'Shareable link', plainUrl: 'Plain URL' } as const;

/** Goals and info: goals, deliverables, talking points (one a line), call to action, conversion tracking, media, special instructions. */
export function GoalsAndInfoStepForm(props: StepFormProps<GoalsAndInfoValues>) {
  const form = useSchemaForm(goalsAndInfoStepSchema, props.defaultValues as GoalsAndInfoStepInput);
  useStepForm(form, props);
  const alert = useServerError(form, props.serverError);
  const { errors } = form.formState;
  const tracking = form.watch('conversionTracking');
  const list = (name: 'goals' | 'deliverables' | 'talkingPoints' | 'media', label: string, hint: string) => (
    <Textarea
      label={label}
      hint={hint}
      rows={3}
      defaultValue={(props.defaultValues[name] ?? []).join('\n')}
      onChange={(event) => form.setValue(name, lines(event.target.value), { shouldDirty: true })}
      error={errors[name]?.message ?? (Array.isArray(errors[name]) ? errors[name].find(Boolean)?.message : undefined)}
      disabled={props.disabled}
    />
  );
  return (
    <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
      {list('goals', 'Goals (optional)', 'One goal a line, e.g. Wishlists.')}
      {list('deliverables', 'Deliverables', 'One deliverable a line, e.g. One sponsored stream of at least 60 minutes.')}
      {list('talkingPoints', 'Talking points', 'One a line; at least one is needed to publish.')}
      <TextField
        label="Call to action (optional)"
        {...form.register('callToAction')}
        error={errors.callToAction?.message}
        disabled={props.disabled}
      />
      <RadioGroup
        label="Conversion tracking"
        name="conversionTracking"
        options={[
          { value: 'none', label: 'None' },
          ...CONVERSION_TRACKING_KINDS.map((value) => ({ value, label: TRACKING_LABELS[value] })),
        ]}
        value={tracking?.kind ?? 'none'}
        onChange={(value) =>
          form.setValue('conversionTracking', value === 'none' ? null : { kind: value as 'plainUrl', url: tracking?.url ?? '' }, {
            shouldDirty: true,
          })
        }
        disabled={props.disabled}
      />
      {tracking && (
        <TextField
          label="Tracking URL"
          type="url"
          {...form.register('conversionTracking.url')}
          error={errors.conversionTracking?.url?.message}
          disabled={props.disabled}
        />
      )}
      {list('media', 'Media (optional)', 'Image links, one a line, starting with https://.')}
      <Textarea
        label="Special instructions (optional)"
        rows={3}
        {...form.register('specialInstructions')}
        error={errors.specialInstructions?.message}
        disabled={props.disabled}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}
