import { RequirementsStepForm, type RequirementsValues } from '@lurkit/ui/key-campaign-steps/RequirementsStepForm.tsx';
import { GeneralStepForm } from '@lurkit/ui/quest-steps/GeneralStepForm.tsx';
import { GoalsAndInfoStepForm } from '@lurkit/ui/quest-steps/GoalsAndInfoStepForm.tsx';
import { QuestCreatorKitStepForm } from '@lurkit/ui/quest-steps/QuestCreatorKitStepForm.tsx';
import type { ReactNode } from 'react';
import type { VariablesOf } from '../../graphql.ts';
import { useParams } from 'react-router';
import { useCodeManagerItems } from '../../codes/index.ts';
import { useCreatorLists } from '../../creator-lists/index.ts';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { ActivationWizard } from '../../shared/wizard/ActivationWizard.tsx';
import type { StepFormProps } from '../../shared/wizard/use-wizard-steps.ts';
import { useCompanyQuest } from '../hooks/use-quests.ts';
import {
  DeleteQuestMutation,
  PublishQuestMutation,
  SaveQuestStepMutation,
  UnpublishQuestMutation,
} from '../operations/company-quests.operations.ts';
import { QUEST_WIZARD_STEPS, generalOf, goalsOf, kitOf, type QuestStepId } from './quest-steps.ts';
import { withPlatformIds } from '../../shared/api/platform-ids.ts';

/** A step form's values, checked by its own schema before they are sent. */
type StepValues = VariablesOf<typeof SaveQuestStepMutation>['values'];

/** /campaigns/quests/{id}/edit(/goals-and-info|/requirements|/creatorkit): the Quest setup wizard with publish checks and Fix. */
export function QuestEditPage() {
  const { id = '', step } = useParams();
  const view = useCompanyQuest(id);
  const items = useCodeManagerItems();
  const creatorLists = useCreatorLists();

  if (!view.data || !items.data) return <PageStatus error={view.error ?? items.error} />;
  const { quest, publishChecks } = view.data;
  const codeItems = items.data.map((i) => ({ id: i.id, name: i.name }));
  const requirements = quest.requirements as unknown as Required<RequirementsValues> & Record<string, unknown>;
  const forms: Record<QuestStepId, (props: StepFormProps) => ReactNode> = {
    general: (props) => <GeneralStepForm {...props} defaultValues={generalOf(quest)} />,
    goalsAndInfo: (props) => <GoalsAndInfoStepForm {...props} defaultValues={goalsOf(quest)} />,
    requirements: (props) => (
      <RequirementsStepForm
        {...props}
        creatorLists={creatorLists.data ?? []}
        defaultValues={{
          audience: requirements.audience,
          location: requirements.location,
          languages: requirements.languages,
          creatorListIds: requirements.creatorListIds ?? [],
        }}
        // The form edits channel size, location, language and creator lists; the rest of the requirements stay as they are.
        onSave={(values) => {
          const known = creatorLists.data;
          // A list deleted since it was chosen has no name left to show: it is dropped here, not refused.
          const creatorListIds = known
            ? (values.creatorListIds ?? []).filter((listId) => known.some((l) => l.id === listId))
            : (values.creatorListIds ?? requirements.creatorListIds);
          return props.onSave({ ...requirements, ...values, creatorListIds });
        }}
      />
    ),
    creatorKit: (props) => <QuestCreatorKitStepForm {...props} items={codeItems} defaultValues={kitOf(quest)} />,
  };

  return (
    <ActivationWizard
      steps={QUEST_WIZARD_STEPS}
      base={`/campaigns/quests/${id}/edit`}
      segment={step}
      name={quest.name}
      title="Quest setup"
      home={{ href: `/campaigns/quests/${id}`, label: 'Back to the Quest' }}
      status={quest.status}
      reviewNote={quest.reviewNote}
      held={quest.publishState === 'waitingForReview'}
      publishChecks={publishChecks}
      saveStep={(stepId, values) => request(SaveQuestStepMutation, { id, step: stepId, values: withPlatformIds(values) as StepValues })}
      reload={() => view.mutate()}
      publish={() => request(PublishQuestMutation, { id }).then((d) => d.publishQuest)}
      unpublish={() => request(UnpublishQuestMutation, { id })}
      remove={() => request(DeleteQuestMutation, { id }).then((d) => d.deleteQuest)}
      list="/company/activations/quests"
      noun="quest"
      messages={{
        heldForReview: 'Sent for review: your first Quest goes live once Lurkit has checked your account.',
        unpublished: 'Unpublished: closed to new offers; running deals can finish.',
      }}
      renderStep={(stepId, props) => forms[stepId](props)}
    />
  );
}
