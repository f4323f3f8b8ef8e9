import { CreateActivationChooser } from '@lurkit/ui/create-activation/CreateActivationChooser.tsx';
import { CHOICE_GROUPS, type ActivationChoice } from '@lurkit/ui/create-activation/activation-choices.ts';
import { KeyCampaignNameForm } from '@lurkit/ui/create-activation/KeyCampaignNameForm.tsx';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { CreateKeyCampaignMutation } from '../../keys/index.ts';

const createCampaign = (kind: 'standard' | 'preLaunch', name: string) => request(CreateKeyCampaignMutation, { kind, name });

/** Where each choice's setup wizard starts; Key campaigns are named here first (below). */
const SETUP_PATHS: Partial<Record<ActivationChoice, string>> = {
  // The Mission wizard says so itself when the company has no Creator Program yet (spec 6).
  mission: '/company/missions/create',
  gameQuest: '/company/quests/create?kind=gamePromotion',
  productQuest: '/company/quests/create?kind=productPromotion',
};

/**
 * The create-activation wizard (spec 2), the same on the Keys, Quests and Missions lists and the
 * activations overview: organic or paid, each choice leading to its setup wizard. A Key campaign
 * (standard or pre-launch) is named here, then its edit wizard opens. `unavailable` closes choices the
 * page knows the company cannot start yet, saying why.
 */
export function CreateActivation({ unavailable = {} }: { unavailable?: Partial<Record<ActivationChoice, string>> }) {
  const navigate = useNavigate();
  const create = useServerAction(createCampaign);
  const [kind, setKind] = useState<'standard' | 'preLaunch' | null>(null);
  return (
    <section aria-labelledby="create-activation-heading">
      <h2 id="create-activation-heading">Create an activation</h2>
      {kind === null ? (
        <CreateActivationChooser
          available={CHOICE_GROUPS.flatMap((group) => group.choices).filter((choice) => !unavailable[choice])}
          unavailableReasons={unavailable}
          onChoose={(choice) => {
            const path = SETUP_PATHS[choice];
            if (path) void navigate(path);
            else setKind(choice === 'preLaunch' ? 'preLaunch' : 'standard');
          }}
        />
      ) : (
        <KeyCampaignNameForm
          kind={kind}
          submitting={create.submitting}
          serverError={create.serverError}
          onBack={() => setKind(null)}
          onSubmit={async (values) => {
            const outcome = await create.run(values.kind, values.name);
            if (outcome.ok) await navigate(`/campaigns/${outcome.value.createKeyCampaign.id}/edit/basics`);
          }}
        />
      )}
    </section>
  );
}
