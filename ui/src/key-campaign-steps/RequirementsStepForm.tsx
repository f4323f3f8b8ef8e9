import { requirementsStepSchema } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { requirementsSchema } from '@lurkit/core/requirements/domain/requirements.schema.ts';
import * as v from 'valibot';
import { Alert } from '../alert/Alert.tsx';
import { MultiSelect } from '../multi-select/MultiSelect.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import { useStepForm, type StepFormProps } from './step-form.ts';
import '../forms/form.css';

type Audience = Record<
  | 'twitchFollowers'
  | 'twitchAverageConcurrentViewers'
  | 'youtubeSubscribers'
  | 'youtubeAverageConcurrentViewers'
  | 'youtubeAverageViewsPerVideo'
  | 'youtubeAverageViewsPerShort'
  | 'tiktokFollowers'
  | 'tiktokAverageViewsPerShort',
  number | null
>;
export type RequirementsValues = {
  audience: Audience;
  location: { countries: string[]; continents: string[] };
  languages: string[];
  /** Only with `creatorLists`: the lists whose creators may take part (a Quest has no Access step). */
  creatorListIds?: string[];
};

export interface RequirementsStepFormProps extends StepFormProps<RequirementsValues> {
  /** The company's creator lists: given, the step also picks lists (the Key wizard picks them in Access). */
  creatorLists?: readonly { id: string; name: string }[];
}

const withListsSchema = v.pick(requirementsSchema, ['audience', 'location', 'languages', 'creatorListIds']);

const METRICS: { id: keyof Audience; label: string }[] = [
  { id: 'twitchFollowers', label: 'Twitch followers' },
  { id: 'twitchAverageConcurrentViewers', label: 'Twitch average concurrent viewers' },
  { id: 'youtubeSubscribers', label: 'YouTube subscribers' },
  { id: 'youtubeAverageConcurrentViewers', label: 'YouTube average concurrent viewers' },
  { id: 'youtubeAverageViewsPerVideo', label: 'YouTube average views per video' },
  { id: 'youtubeAverageViewsPerShort', label: 'YouTube average views per short' },
  { id: 'tiktokFollowers', label: 'TikTok followers' },
  { id: 'tiktokAverageViewsPerShort', label: 'TikTok average views per short' },
];

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * Requirements (spec 3 and 5): channel size per platform (any one suffices; falling short puts a
 * creator on the waitlist), and location and language, which must always be met.
 */
export function RequirementsStepForm({ creatorLists, ...props }: RequirementsStepFormProps) {
  const form = useSchemaForm(
    creatorLists ? withListsSchema : requirementsStepSchema,
    (creatorLists ? { ...props.defaultValues, creatorListIds: props.defaultValues.creatorListIds ?? [] } : props.defaultValues) as never,
  );
  useStepForm(form, props as never);
  const alert = useServerError(form, props.serverError);
  const errors = form.formState.errors as Record<string, { message?: string } | Record<string, { message?: string }> | undefined>;
  const audienceErrors = (errors.audience ?? {}) as Record<string, { message?: string } | undefined>;
  const locationErrors = (errors.location ?? {}) as Record<string, { message?: string } | undefined>;
  return (
    <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <fieldset className="form">
        <legend>Channel size (leave empty for no minimum)</legend>
        {METRICS.map((metric) => (
          <TextField
            key={metric.id}
            label={metric.label}
            type="number"
            min={0}
            inputMode="numeric"
            defaultValue={props.defaultValues.audience[metric.id] ?? ''}
            onChange={(event) =>
              form.setValue(`audience.${metric.id}` as never, (event.target.value === '' ? null : Number(event.target.value)) as never, {
                shouldDirty: true,
              })
            }
            error={audienceErrors[metric.id]?.message}
          />
        ))}
      </fieldset>
      <TextField
        label="Countries"
        hint="Two-letter codes separated by commas, e.g. SE, NO, DK. Empty: everywhere."
        defaultValue={props.defaultValues.location.countries.join(', ')}
        onChange={(event) => form.setValue('location.countries' as never, list(event.target.value) as never, { shouldDirty: true })}
        error={
          locationErrors.countries?.message ??
          (Array.isArray(locationErrors.countries) ? locationErrors.countries.find(Boolean)?.message : undefined)
        }
      />
      <TextField
        label="Languages"
        hint="Two-letter codes separated by commas, e.g. en, sv. Empty: any language."
        defaultValue={props.defaultValues.languages.join(', ')}
        onChange={(event) => form.setValue('languages' as never, list(event.target.value) as never, { shouldDirty: true })}
        error={(errors.languages as { message?: string } | undefined)?.message}
      />
      {creatorLists && (
        <MultiSelect
          label="Creator lists (optional)"
          hint="Creators on these lists skip the channel-size requirements; with no channel size asked, only they may take part."
          placeholder="Type a list name"
          // A list deleted since it was chosen has no name left to show: it is dropped on the next save.
          options={creatorLists.map((l) => ({ value: l.id, label: l.name }))}
          value={((form.watch('creatorListIds' as never) ?? []) as string[]).filter((id) => creatorLists.some((l) => l.id === id))}
          onChange={(ids) => form.setValue('creatorListIds' as never, [...ids] as never, { shouldDirty: true })}
          error={(errors.creatorListIds as { message?: string } | undefined)?.message}
        />
      )}
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}
