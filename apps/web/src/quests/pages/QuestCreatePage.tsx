import { GeneralStepForm, type GeneralValues } from '@lurkit/ui/quest-steps/GeneralStepForm.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { CreateQuestMutation } from '../operations/company-quests.operations.ts';
import { editPathOf } from './quest-steps.ts';

const KIND_TITLES = { gamePromotion: 'Game promotion Quest', productPromotion: 'Product promotion Quest' } as const;
const DAY_MS = 86_400_000;

/**
 * /company/quests/create?kind=gamePromotion|productPromotion: the paid choices of the create-activation
 * wizard open the Quest setup at General; saving it creates the draft and the wizard goes on.
 */
export function QuestCreatePage() {
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'productPromotion' ? 'productPromotion' : 'gamePromotion';
  const navigate = useNavigate();
  const toasts = useToasts();
  const submitRef = useRef<(() => Promise<boolean>) | null>(null);
  const [serverError, setServerError] = useState<FormServerError | null>(null);
  const [saving, setSaving] = useState(false);
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
  const create = async (values: GeneralValues) => {
    setServerError(null);
    try {
      const quest = (await request(CreateQuestMutation, { kind, general: values })).createQuest;
      toasts.add({ type: 'success', content: 'Quest saved as a draft.' });
      await navigate(editPathOf(quest.id, 'goalsAndInfo'));
      return true;
    } catch (error) {
      setServerError(toFormServerError(error));
      return false;
    }
  };
  return (
    <>
      <p>
        <RouterLink href="/company/activations/quests">Back to Quests</RouterLink>
      </p>
      <h1>New {KIND_TITLES[kind]}</h1>
      <p>Step 1 of 4: General. The Quest stays a draft until you publish it.</p>
      <GeneralStepForm defaultValues={defaults} submitRef={submitRef} serverError={serverError} onSave={create} />
      <Button
        loading={saving}
        onClick={async () => {
          setSaving(true);
          await submitRef.current?.();
          setSaving(false);
        }}
      >
        Save and continue
      </Button>
    </>
  );
}
