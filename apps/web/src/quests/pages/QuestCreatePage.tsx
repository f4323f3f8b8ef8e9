import { GeneralStepForm, type GeneralValues } from '@lurkit/ui/quest-steps/GeneralStepForm.tsx';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import { ActivationCreateStep } from '../../shared/wizard/ActivationCreateStep.tsx';
import { CreateQuestMutation } from '../operations/company-quests.operations.ts';
import { editPathOf } from './quest-steps.ts';
import { withPlatformIds } from '../../shared/api/platform-ids.ts';

const KIND_TITLES = { gamePromotion: 'Game promotion Quest', productPromotion: 'Product promotion Quest' } as const;
const DAY_MS = 86_400_000;

/**
 * /company/quests/create?kind=gamePromotion|productPromotion: the paid choices of the create-activation
 * wizard open the Quest setup at General; saving it creates the draft and the wizard goes on.
 */
export function QuestCreatePage() {
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'productPromotion' ? 'productPromotion' : 'gamePromotion';
  const [defaults] = useState<GeneralValues>(() => ({
    name: '',
    startDate: new Date(Date.now() + DAY_MS).toISOString(),
    endDate: new Date(Date.now() + 31 * DAY_MS).toISOString(),
    budgetCents: null,
    deliveryType: 'open',
    embargo: null,
    platforms: [],
    tags: [],
    visibility: 'Discoverable',
  }));
  return (
    <ActivationCreateStep
      back={{ href: '/company/activations/quests', label: 'Back to Quests' }}
      heading={`New ${KIND_TITLES[kind]}`}
      intro="Step 1 of 4: General. The Quest stays a draft until you publish it."
      savedMessage="Quest saved as a draft."
      create={async (general) => {
        const quest = (await request(CreateQuestMutation, { kind, general: withPlatformIds({ ...general }) })).createQuest;
        return editPathOf(quest.id, 'goalsAndInfo');
      }}
      renderForm={(props) => <GeneralStepForm {...props} defaultValues={defaults} />}
    />
  );
}
