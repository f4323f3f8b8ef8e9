import type { VariablesOf } from '../../graphql.ts';
import { useCodeManagerItems } from '../../codes/index.ts';
import { useMyCreatorProgram } from '../../programs/index.ts';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { ActivationCreateStep } from '../../shared/wizard/ActivationCreateStep.tsx';
import { stepAddress } from '../../shared/wizard/wizard-steps.ts';
import { CreateMissionMutation } from '../operations/company-missions.operations.ts';
import { EMPTY } from './mission-form.ts';
import { missionGameOptions } from './mission-game-options.ts';
import { MISSION_WIZARD_STEPS } from './mission-steps.ts';
import { MissionGeneralStep } from './MissionGeneralStep.tsx';
import { MissionProgramMissing } from './MissionProgramMissing.tsx';
import { MissionStepForm } from './MissionStepForm.tsx';

type MissionValues = VariablesOf<typeof CreateMissionMutation>['values'];

/**
 * /company/missions/create (and its older /completion-criteria and /rewards, which open General too:
 * there is no mission to add them to yet): saving General creates the draft, and the wizard goes on
 * at Completion criteria.
 */
export function MissionCreatePage() {
  const program = useMyCreatorProgram();
  const items = useCodeManagerItems();
  if (program.data === null) return <MissionProgramMissing heading="Create a mission" />;
  if (!items.data) return <PageStatus error={items.error} />;
  const games = items.data;
  return (
    <ActivationCreateStep
      back={{ href: '/company/missions', label: 'Back to Missions' }}
      heading="Create a mission"
      intro="Step 1 of 3: General. The mission stays a draft until you publish it."
      savedMessage="Mission saved as a draft."
      create={async (general) => {
        const mission = (await request(CreateMissionMutation, { values: { ...EMPTY, ...general } as MissionValues })).createMission;
        return stepAddress(`/company/missions/${mission.id}`, MISSION_WIZARD_STEPS, 'criteria');
      }}
      renderForm={(props) => (
        <MissionStepForm {...props} step="general" defaultValues={EMPTY}>
          {(fields) => <MissionGeneralStep {...fields} gameOptions={missionGameOptions(games, fields.form.gameIds)} />}
        </MissionStepForm>
      )}
    />
  );
}
