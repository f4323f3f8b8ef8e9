import type { ReactNode } from 'react';
import type { VariablesOf } from '../../graphql.ts';
import { useParams } from 'react-router';
import { useCodeManagerItems } from '../../codes/index.ts';
import { useMyCreatorProgram } from '../../programs/index.ts';
import { request } from '../../shared/api/gql-client.ts';
import { checksBeforePublishing } from '../../shared/publishing/checks-before-publishing.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { ActivationWizard } from '../../shared/wizard/ActivationWizard.tsx';
import type { StepFormProps } from '../../shared/wizard/use-wizard-steps.ts';
import { useCompanyMission } from '../hooks/use-missions.ts';
import {
  DeleteMissionMutation,
  PublishMissionMutation,
  SaveMissionStepMutation,
  UnpublishMissionMutation,
} from '../operations/company-missions.operations.ts';
import { fromMission } from './mission-form.ts';
import { missionGameOptions } from './mission-game-options.ts';
import { MISSION_WIZARD_STEPS, stepOfCheck, type MissionStepId } from './mission-steps.ts';
import { MissionCriteriaStep } from './MissionCriteriaStep.tsx';
import { MissionGeneralStep } from './MissionGeneralStep.tsx';
import { MissionProgramMissing } from './MissionProgramMissing.tsx';
import { MissionRewardsStep } from './MissionRewardsStep.tsx';
import { MissionStepForm } from './MissionStepForm.tsx';
import { withPlatformIds } from '../../shared/api/platform-ids.ts';

/** A step's values as the form holds them (see stepValues). */
type StepValues = VariablesOf<typeof SaveMissionStepMutation>['values'];

/** /company/missions/{id}/edit, /completion-criteria, /rewards: the mission setup wizard (spec 2), one step saved at a time. */
export function MissionEditPage({ step = 'edit' }: { step?: string }) {
  const { id = '' } = useParams();
  const mission = useCompanyMission(id);
  const program = useMyCreatorProgram();
  const items = useCodeManagerItems();

  if (program.data === null) return <MissionProgramMissing heading="Edit mission" />;
  if (!mission.data || !items.data) return <PageStatus error={mission.error ?? items.error} />;
  const m = mission.data;
  const defaults = fromMission(m);
  const itemOptions = items.data.map((i) => ({ value: i.id, label: i.name }));
  const forms: Record<MissionStepId, (props: StepFormProps) => ReactNode> = {
    general: (props) => (
      <MissionStepForm {...props} step="general" defaultValues={defaults}>
        {(fields) => <MissionGeneralStep {...fields} gameOptions={missionGameOptions(items.data ?? [], fields.form.gameIds)} />}
      </MissionStepForm>
    ),
    criteria: (props) => (
      <MissionStepForm {...props} step="criteria" defaultValues={defaults}>
        {(fields) => <MissionCriteriaStep {...fields} />}
      </MissionStepForm>
    ),
    rewards: (props) => (
      <MissionStepForm {...props} step="rewards" defaultValues={defaults}>
        {(fields) => <MissionRewardsStep {...fields} itemOptions={itemOptions} />}
      </MissionStepForm>
    ),
  };

  return (
    <ActivationWizard
      steps={MISSION_WIZARD_STEPS}
      base={`/company/missions/${id}`}
      segment={step}
      name={m.name}
      title="Mission setup"
      home={{ href: `/company/missions/${id}`, label: 'Back to the mission' }}
      status={m.status}
      reviewNote={m.reviewNote}
      held={m.status === 'waitingForReview'}
      publishChecks={checksBeforePublishing(m.published || m.status === 'waitingForReview', m.publishChecks).map((check) => ({
        id: check.id,
        message: check.message,
        step: stepOfCheck(check.step),
      }))}
      saveStep={(stepId, values) => request(SaveMissionStepMutation, { id, step: stepId, values: withPlatformIds(values) as StepValues })}
      reload={() => mission.mutate()}
      publish={() => request(PublishMissionMutation, { id }).then((d) => d.publishMission)}
      unpublish={() => request(UnpublishMissionMutation, { id })}
      remove={() => request(DeleteMissionMutation, { id }).then((d) => d.deleteMission)}
      list="/company/missions"
      noun="mission"
      messages={{
        heldForReview: 'Sent for review: your first mission goes live once Lurkit has checked your account.',
        unpublished: 'Unpublished: closed to new creators; those who joined can finish.',
      }}
      renderStep={(stepId, props) => forms[stepId](props)}
    />
  );
}
