import { CreatorOnboardingForm, ONBOARDING_STEPS, type OnboardingStep } from '@lurkit/ui/creator-onboarding/CreatorOnboardingForm.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import useSWR from 'swr';
import { useNavigate, useParams } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { fetchMyCreatorOnboarding, saveCreatorOnboarding } from '../operations/creator-onboarding.operations.ts';

const isStep = (value: string | undefined): value is OnboardingStep => ONBOARDING_STEPS.some((s) => s.id === value);

/**
 * /creator/onboarding (spec 2: interests, hardware), each step at /creator/onboarding/{step}. The
 * answers are saved to the profile together on the last step; done again, they replace the earlier ones.
 */
export function CreatorOnboardingPage() {
  const param = useParams().step;
  const step: OnboardingStep = isStep(param) ? param : 'interests';
  const onboarding = useSWR('gql:MyCreatorOnboarding', fetchMyCreatorOnboarding);
  const save = useServerAction(saveCreatorOnboarding);
  const toasts = useToasts();
  const navigate = useNavigate();
  if (onboarding.data === undefined) return <PageStatus error={onboarding.error} />;
  const earlier = onboarding.data;
  return (
    <>
      <h1>Tell us about you</h1>
      <p>Your interests and hardware help companies invite you to games you will want to play.</p>
      <CreatorOnboardingForm
        step={step}
        onStepChange={(next) => void navigate(`/creator/onboarding/${next}`)}
        defaultValues={earlier ?? undefined}
        serverError={save.serverError}
        submitting={save.submitting}
        onSubmit={async (values) => {
          const outcome = await save.run(values);
          if (!outcome.ok) return;
          await onboarding.mutate(outcome.value, { revalidate: false });
          toasts.add({ type: 'success', content: 'Onboarding saved to your profile.' });
          await navigate('/creator/home');
        }}
      />
    </>
  );
}
