import { DELIVERY_TYPE_LABELS, DELIVERY_TYPES, FIXED_WINDOW_DELIVERY_TYPES } from '@lurkit/core/quests/domain/quest-fields.schema.ts';
import { generalStepSchema, type GeneralStepInput } from '@lurkit/core/quests/domain/quest-steps.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { DateTimePicker } from '../date-time-picker/DateTimePicker.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { RadioGroup } from '../radio-group/RadioGroup.tsx';
import { MultiSelect } from '../multi-select/MultiSelect.tsx';
import { PLATFORM_OPTIONS_WITH_FAMILY } from '../select/platform-options.ts';
import { Select } from '../select/Select.tsx';
import { RESPONSE_DAYS_OPTIONS } from '@lurkit/core/shared/response-days.schema.ts';
import { TextField } from '../text-field/TextField.tsx';
import { useStepForm, type StepFormProps } from '../key-campaign-steps/step-form.ts';
import '../forms/form.css';

export type GeneralValues = {
  name: string;
  startDate: string;
  endDate: string;
  budgetCents: number | null;
  deliveryType: 'open' | 'dateRange' | 'specificDate';
  embargo: { date: string; time: string; timezone: string } | null;
  platforms: string[];
  tags: string[];
  visibility: 'Discoverable' | 'Hidden';
  /** Days an offer may wait for the company's answer before it ends unanswered; null: 7 days. */
  offerResponseDays?: number | null;
};

const DEFAULT_DEADLINE = 'default';

const commaList = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');

/**
 * General: name, dates (Stockholm time), budget, delivery type and its embargo (date, time and
 * timezone; only for specific-date or date-range delivery, at least 12 hours before the end),
 * platforms, tags and visibility.
 */
export function GeneralStepForm(props: StepFormProps<GeneralValues>) {
  const form = useSchemaForm(generalStepSchema, props.defaultValues as GeneralStepInput);
  useStepForm(form, { ...props, onSave: (values) => props.onSave(toValues(values)) });
  const alert = useServerError(form, props.serverError);
  const { errors } = form.formState;
  const deliveryType = form.watch('deliveryType');
  const embargo = form.watch('embargo');
  const fixedWindow = FIXED_WINDOW_DELIVERY_TYPES.includes(deliveryType);
  const date = (name: 'startDate' | 'endDate') => ({
    value: (form.watch(name) as string | null | undefined) ?? null,
    onChange: (value: string | null) => form.setValue(name, value ?? '', { shouldDirty: true }),
    error: errors[name]?.message,
    required: true,
  });
  const budget = form.watch('budgetCents');
  return (
    <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField label="Quest name" {...form.register('name')} error={errors.name?.message} disabled={props.disabled} />
      <DateTimePicker label="Start date" {...date('startDate')} disabled={props.disabled} />
      <DateTimePicker label="End date" {...date('endDate')} disabled={props.disabled} />
      <TextField
        label="Budget in USD (optional)"
        inputMode="decimal"
        defaultValue={typeof budget === 'number' ? (budget / 100).toFixed(2) : ''}
        onChange={(event) => {
          const text = event.target.value.trim();
          form.setValue('budgetCents', text === '' ? null : Math.round(Number(text) * 100), { shouldDirty: true });
        }}
        error={errors.budgetCents?.message}
        disabled={props.disabled}
      />
      <RadioGroup
        label="Delivery type"
        name="deliveryType"
        options={DELIVERY_TYPES.map((value) => ({ value, label: DELIVERY_TYPE_LABELS[value] }))}
        value={deliveryType}
        onChange={(value) => {
          form.setValue('deliveryType', value as GeneralValues['deliveryType'], { shouldDirty: true });
          if (!FIXED_WINDOW_DELIVERY_TYPES.includes(value as GeneralValues['deliveryType']))
            form.setValue('embargo', null, { shouldDirty: true });
        }}
        error={errors.deliveryType?.message}
        disabled={props.disabled}
      />
      {fixedWindow && (
        <fieldset className="form__group">
          <legend>Embargo (optional)</legend>
          <p className="form__hint">Content may not go public before this moment. It must be at least 12 hours before the end date.</p>
          {embargo ? (
            <>
              <TextField label="Embargo date" type="date" {...form.register('embargo.date')} error={errors.embargo?.date?.message} />
              <TextField label="Embargo time" type="time" {...form.register('embargo.time')} error={errors.embargo?.time?.message} />
              <TextField
                label="Embargo timezone"
                hint="For example Europe/Stockholm or America/New_York."
                {...form.register('embargo.timezone')}
                error={errors.embargo?.timezone?.message}
              />
              <button type="button" className="form__link" onClick={() => form.setValue('embargo', null, { shouldDirty: true })}>
                Remove the embargo
              </button>
            </>
          ) : (
            <button
              type="button"
              className="form__link"
              disabled={props.disabled}
              onClick={() => form.setValue('embargo', { date: '', time: '', timezone: 'Europe/Stockholm' }, { shouldDirty: true })}
            >
              Add an embargo
            </button>
          )}
          {errors.embargo?.message && <p role="alert">{errors.embargo.message}</p>}
        </fieldset>
      )}
      <MultiSelect
        label="Platforms (optional)"
        hint="Where the game or product is sold."
        placeholder="Search stores and consoles"
        options={PLATFORM_OPTIONS_WITH_FAMILY}
        defaultValue={props.defaultValues.platforms ?? []}
        onChange={(platforms) => form.setValue('platforms', [...platforms], { shouldDirty: true })}
        error={errors.platforms?.message ?? (errors.platforms as { message?: string }[] | undefined)?.find(Boolean)?.message}
        disabled={props.disabled}
      />
      <TextField
        label="Tags (optional)"
        hint="Separate tags with commas."
        defaultValue={(props.defaultValues.tags ?? []).join(', ')}
        onChange={(event) => form.setValue('tags', commaList(event.target.value), { shouldDirty: true })}
        error={errors.tags?.message}
        disabled={props.disabled}
      />
      <RadioGroup
        label="Visibility"
        name="visibility"
        options={[
          { value: 'Discoverable', label: 'Discoverable', hint: 'Approved creators find it when browsing Quests.' },
          { value: 'Hidden', label: 'Hidden', hint: 'Only invited creators and holders of the direct link see it.' },
        ]}
        value={form.watch('visibility')}
        onChange={(value) => form.setValue('visibility', value as GeneralValues['visibility'], { shouldDirty: true })}
        disabled={props.disabled}
      />
      <Select
        label="Answer offers within"
        hint="Offers left unanswered this long end automatically, and the creator is told why."
        options={[
          { value: DEFAULT_DEADLINE, label: '7 days (default)' },
          ...RESPONSE_DAYS_OPTIONS.filter((days) => days !== 7).map((days) => ({ value: String(days), label: `${days} days` })),
        ]}
        value={String(form.watch('offerResponseDays') ?? DEFAULT_DEADLINE)}
        error={errors.offerResponseDays?.message}
        onChange={(event) =>
          form.setValue('offerResponseDays', event.target.value === DEFAULT_DEADLINE ? null : Number(event.target.value), {
            shouldDirty: true,
          })
        }
        disabled={props.disabled}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}

const toValues = (values: {
  name: string;
  startDate: Date;
  endDate: Date;
  budgetCents: number | null;
  deliveryType: GeneralValues['deliveryType'];
  embargo: { date: string; time: string; timezone: string } | null;
  platforms: string[];
  tags: string[];
  visibility: GeneralValues['visibility'];
  offerResponseDays?: number | null;
}): GeneralValues => ({ ...values, startDate: values.startDate.toISOString(), endDate: values.endDate.toISOString() });
