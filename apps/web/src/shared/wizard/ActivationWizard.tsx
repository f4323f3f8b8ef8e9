import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import type { CampaignStatus } from '@lurkit/ui/publish-checks/publish-check.types.ts';
import { DeleteActivationButton } from '@lurkit/ui/publish-checks/DeleteActivationButton.tsx';
import { PublishBar } from '@lurkit/ui/publish-checks/PublishBar.tsx';
import { PublishChecksList } from '@lurkit/ui/publish-checks/PublishChecksList.tsx';
import { Wizard } from '@lurkit/ui/wizard/Wizard.tsx';
import type { ReactNode } from 'react';
import { RouterLink } from '../RouterLink.tsx';
import { useDeleteActivation } from '../publishing/use-delete-activation.ts';
import { usePublishActions, type PublishActions } from './use-publish-actions.ts';
import { useWizardSteps, type StepFormProps, type WizardStepsOptions } from './use-wizard-steps.ts';

export interface ActivationWizardProps<Id extends string> extends WizardStepsOptions<Id>, Omit<PublishActions, 'reload'> {
  /** The activation's name, the page heading. */
  name: string;
  /** Name of the flow, e.g. "Quest setup". */
  title: string;
  /** The activation's own page: the back link and where "Save and finish" goes. */
  home: { href: string; label: string };
  status: CampaignStatus;
  /** Lurkit's note when review refused it. */
  reviewNote: string | null;
  /** Held for review: the steps are read-only until staff decide. */
  held: boolean;
  /** The checks not met yet, each with the step that fixes it (none: fixed in the account settings). */
  publishChecks: readonly { id: string; message: string; step: string | null }[];
  /** The kind's form for a step. */
  renderStep(id: Id, props: StepFormProps): ReactNode;
  /** Deletes it (or archives one that went live), then the company goes to `list`. */
  remove(): Promise<{ archived: boolean }>;
  /** The kind's list, and the kind in the person's words ("campaign", "quest"). */
  list: string;
  noun: string;
}

/**
 * One setup wizard for every activation kind (spec 2, 4, 5): the step in the address, the
 * unsaved-changes guard, the publish checklist whose Fix opens the step that fixes it, Publish,
 * Unpublish and Delete. A kind brings its steps and forms only.
 */
export function ActivationWizard<Id extends string>(props: ActivationWizardProps<Id>) {
  const { steps, name, title, home, status, reviewNote, held, publishChecks, renderStep } = props;
  const wizard = useWizardSteps(props);
  const { busy, run } = usePublishActions({ ...props, reload: props.reload });
  const deleting = useDeleteActivation({ remove: props.remove, leave: () => wizard.moveTo(props.list) });
  const stepOf = (checkId: string) => publishChecks.find((check) => check.id === checkId)?.step ?? null;
  const isStep = (step: string | null): step is Id => steps.some((s) => s.id === step);

  return (
    <>
      <p>
        <RouterLink href={home.href}>{home.label}</RouterLink>
      </p>
      <h1>{name}</h1>
      {reviewNote && (
        <Alert tone="warning" title="Refused in review">
          {reviewNote}
        </Alert>
      )}
      <PublishBar
        status={status}
        failingChecks={publishChecks.length}
        busy={busy}
        onPublish={() => void run('publish')}
        onUnpublish={() => void run('unpublish')}
      />
      <DeleteActivationButton status={status} noun={props.noun} busy={deleting.busy} onDelete={() => void deleting.run()} />
      <PublishChecksList
        checks={publishChecks}
        onFix={(checkId) => {
          const step = stepOf(checkId);
          wizard.open(isStep(step) ? wizard.address(step) : '/user/settings');
        }}
      />
      <Wizard
        title={title}
        stepId={wizard.onScreen}
        onStepChange={(id) => wizard.goTo(id as Id)}
        finishLabel="Save and finish"
        onFinish={() => wizard.moveTo(home.href)}
        steps={steps.map((s) => ({
          id: s.id,
          title: s.title,
          content: renderStep(s.id, wizard.formProps(s.id, held)),
          validate: () => wizard.submit(s.id),
          isDirty: wizard.dirty[s.id] ?? false,
          onSave: () => wizard.submit(s.id),
        }))}
      />
    </>
  );
}
