import {
  CREATOR_CONTENT_TYPES,
  CREATOR_HARDWARE,
  CREATOR_INTEREST_GENRES,
  creatorOnboardingSchema,
  HARDWARE_LABELS,
  type CreatorOnboardingInput,
  type CreatorOnboardingValues,
} from '@lurkit/core/accounts/profile/domain/creator-onboarding.schema.ts';
import { useEffect } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { CheckboxGroup } from '../checkbox/CheckboxGroup.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { WizardStepList } from '../wizard/WizardStepList.tsx';
import '../forms/field.css';
import '../forms/form.css';
import '../wizard/Wizard.css';

export const ONBOARDING_STEPS = [
  { id: 'interests', title: 'Interests' },
  { id: 'hardware', title: 'Hardware' },
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]['id'];

const INTEREST_FIELDS = ['genres', 'contentTypes'] as const;

export interface CreatorOnboardingFormProps {
  /** The step shown; the page keeps it in the address. */
  step: OnboardingStep;
  /** Called to move to another step (Next, Back, the step list, or a server error on an earlier step). */
  onStepChange(step: OnboardingStep): void;
  /** Earlier answers, when the creator does onboarding again (as the server stores them). */
  defaultValues?: Partial<Record<keyof CreatorOnboardingInput, readonly string[]>> | undefined;
  /** Called once with both steps' answers, on the last step. */
  onSubmit(values: CreatorOnboardingValues): void | Promise<void>;
  /** The server's answer to the last send; shown at its field. */
  serverError?: FormServerError | null | undefined;
  submitting?: boolean | undefined;
}

const asOptions = (values: readonly string[], labels: Readonly<Record<string, string>> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/**
 * Spec 2 "/creator/onboarding": the interests step, then hardware. Next checks only the step shown;
 * Finish sends both steps together, so nothing is saved until the whole onboarding is.
 */
export function CreatorOnboardingForm({
  step,
  onStepChange,
  defaultValues,
  onSubmit,
  serverError,
  submitting = false,
}: CreatorOnboardingFormProps) {
  // The stored answers are the schema's own values; a box ticks only for a value it lists.
  const form = useSchemaForm(creatorOnboardingSchema, {
    genres: [],
    contentTypes: [],
    hardware: [],
    ...(defaultValues as Partial<CreatorOnboardingInput> | undefined),
  });
  const alert = useServerError(form, serverError);
  const errors = form.formState.errors;
  const errorField = serverError?.field?.split('.')[0];

  // A refusal on the interests step while the hardware step shows: go back to where it is shown.
  useEffect(() => {
    if (step === 'hardware' && INTEREST_FIELDS.some((f) => f === errorField)) onStepChange('interests');
  }, [serverError]);

  const index = ONBOARDING_STEPS.findIndex((s) => s.id === step);
  return (
    <form
      className="form onboarding"
      noValidate
      onSubmit={form.handleSubmit(
        (values) => onSubmit(values),
        // Errors only on the interests step (reached by URL without doing it): show them there.
        (invalid) => {
          if (INTEREST_FIELDS.some((f) => invalid[f])) onStepChange('interests');
        },
      )}
    >
      <WizardStepList
        label="Onboarding steps"
        steps={ONBOARDING_STEPS}
        currentIndex={index}
        onSelect={(i) => onStepChange(ONBOARDING_STEPS[i]!.id)}
      />
      {step === 'interests' ? (
        <>
          <CheckboxGroup
            legend="Genres you play"
            hint="Companies look for creators by the games they play."
            options={asOptions(CREATOR_INTEREST_GENRES)}
            registration={form.register('genres')}
            error={errors.genres?.message ?? errors.genres?.[0]?.message}
          />
          <CheckboxGroup
            legend="Content you make"
            hint="Quests ask for streams, videos or shorts."
            options={asOptions(CREATOR_CONTENT_TYPES)}
            registration={form.register('contentTypes')}
            error={errors.contentTypes?.message ?? errors.contentTypes?.[0]?.message}
          />
          <div className="form__actions">
            <Button
              onClick={async () => {
                if (await form.trigger([...INTEREST_FIELDS])) onStepChange('hardware');
              }}
            >
              Next
            </Button>
          </div>
        </>
      ) : (
        <>
          <CheckboxGroup
            legend="Hardware you play on"
            hint="Key campaigns give codes for these platforms."
            options={asOptions(CREATOR_HARDWARE, HARDWARE_LABELS)}
            registration={form.register('hardware')}
            error={errors.hardware?.message ?? errors.hardware?.[0]?.message}
          />
          <div className="form__actions">
            <Button variant="secondary" onClick={() => onStepChange('interests')}>
              Back
            </Button>
            <Button type="submit" loading={submitting}>
              Finish
            </Button>
          </div>
        </>
      )}
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}
