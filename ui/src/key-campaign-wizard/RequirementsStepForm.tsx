import { requirementsStepSchema, type RequirementsStepInput } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { Controller } from 'react-hook-form';
import type { InferOutput } from 'valibot';
import { MultiSelect } from '../multi-select/MultiSelect.tsx';
import { TextField } from '../text-field/TextField.tsx';
import {
  AUDIENCE_FIELDS,
  AUDIENCE_PLATFORMS,
  CONTINENT_OPTIONS,
  COUNTRY_OPTIONS,
  LANGUAGE_OPTIONS,
  metricsOf,
} from './requirement-options.ts';
import { StepFormFrame, useStepForm, type StepFormProps } from './step-form.tsx';

export type RequirementsStepOutput = InferOutput<typeof requirementsStepSchema>;
export type RequirementsStepFormProps = StepFormProps<RequirementsStepInput, RequirementsStepOutput>;

const firstError = (errors: unknown): string | undefined =>
  Array.isArray(errors) ? firstError(errors.find(Boolean)) : (errors as { message?: string } | undefined)?.message;

/**
 * Requirements (spec 3 and 5): channel size per platform, where meeting any one suffices and falling
 * short puts a creator on the waitlist; location and language, which must always be met.
 */
export function RequirementsStepForm(props: RequirementsStepFormProps) {
  const { form, alert, onSubmit } = useStepForm(requirementsStepSchema, props);
  const { errors } = form.formState;
  return (
    <StepFormFrame onSubmit={() => void onSubmit()} alert={alert} submitting={props.submitting} disabled={props.disabled}>
      <p className="step-form__note">
        Channel size: leave a field empty for no minimum. A creator who meets any one of them qualifies; creators who fall short go on the
        waitlist.
      </p>
      {AUDIENCE_PLATFORMS.map((platform) => (
        <fieldset key={platform} className="step-form__group">
          <legend>{platform}</legend>
          <div className="step-form__row">
            {metricsOf(platform).map((metric) => (
              <Controller
                key={metric}
                control={form.control}
                name={`audience.${metric}`}
                render={({ field, fieldState }) => (
                  <TextField
                    label={
                      <>
                        <span className="visually-hidden">{platform} </span>
                        {AUDIENCE_FIELDS[metric].label}
                      </>
                    }
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? ''}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="step-form__group">
        <legend>Location and language</legend>
        <p className="step-form__note">Creators must always be in one of these places and speak one of these languages. Empty: anyone.</p>
        <Controller
          control={form.control}
          name="location.countries"
          render={({ field }) => (
            <MultiSelect
              label="Countries"
              options={COUNTRY_OPTIONS}
              value={field.value}
              onChange={(values) => field.onChange([...values])}
              error={firstError(errors.location?.countries)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="location.continents"
          render={({ field }) => (
            <MultiSelect
              label="Continents"
              options={CONTINENT_OPTIONS}
              value={field.value}
              onChange={(values) => field.onChange([...values])}
              error={firstError(errors.location?.continents)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <MultiSelect
              label="Languages"
              options={LANGUAGE_OPTIONS}
              value={field.value}
              onChange={(values) => field.onChange([...values])}
              error={firstError(errors.languages)}
            />
          )}
        />
      </fieldset>
    </StepFormFrame>
  );
}
