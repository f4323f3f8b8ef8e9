import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { RequirementsStepForm, type RequirementsValues } from '@lurkit/ui/key-campaign-steps/RequirementsStepForm.tsx';
import { PublishBar } from '@lurkit/ui/publish-checks/PublishBar.tsx';
import { PublishChecksList } from '@lurkit/ui/publish-checks/PublishChecksList.tsx';
import { GeneralStepForm } from '@lurkit/ui/quest-steps/GeneralStepForm.tsx';
import { GoalsAndInfoStepForm } from '@lurkit/ui/quest-steps/GoalsAndInfoStepForm.tsx';
import { QuestCreatorKitStepForm } from '@lurkit/ui/quest-steps/QuestCreatorKitStepForm.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { Wizard } from '@lurkit/ui/wizard/Wizard.tsx';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useCodeManagerItems } from '../../codes/index.ts';
import { useCreatorLists } from '../../creator-lists/index.ts';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useLeaveGuard } from '../../shared/forms/use-leave-guard.ts';
import { useCompanyQuest } from '../hooks/use-quests.ts';
import { PublishQuestMutation, SaveQuestStepMutation, UnpublishQuestMutation } from '../operations/company-quests.operations.ts';
import { QUEST_WIZARD_STEPS, editPathOf, generalOf, goalsOf, kitOf, stepOfPath, type QuestStepId } from './quest-steps.ts';

/** /campaigns/quests/{id}/edit(/goals-and-info|/requirements|/creatorkit): the Quest setup wizard with publish checks and Fix. */
export function QuestEditPage() {
  const { id = '', step } = useParams();
  const view = useCompanyQuest(id);
  const items = useCodeManagerItems();
  const creatorLists = useCreatorLists();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [opened, setOpened] = useState<{ key: number; step: QuestStepId | null }>({ key: 0, step: null });
  const [dirty, setDirty] = useState<Partial<Record<QuestStepId, boolean>>>({});
  const [errors, setErrors] = useState<Partial<Record<QuestStepId, FormServerError | null>>>({});
  const [busy, setBusy] = useState<'publish' | 'unpublish' | null>(null);
  const submitRefs = useRef<Record<QuestStepId, { current: (() => Promise<boolean>) | null }>>({
    general: { current: null },
    goalsAndInfo: { current: null },
    requirements: { current: null },
    creatorKit: { current: null },
  });
  const finishing = useRef(false);
  const onScreen = stepOfPath(step);
  useLeaveGuard({
    isDirty: () => !finishing.current && (dirty[onScreen] ?? false),
    onSave: () => submitRefs.current[onScreen].current?.() ?? true,
    staysInside: (next) => next.pathname.startsWith(`/campaigns/quests/${id}/edit`),
  });

  if (!view.data || !items.data) return <PageStatus error={view.error ?? items.error} />;
  const { quest, publishChecks } = view.data;
  const held = quest.publishState === 'waitingForReview';
  const title = (stepId: QuestStepId) => QUEST_WIZARD_STEPS.find((s) => s.id === stepId)?.title ?? '';

  const save = (stepId: QuestStepId) => async (values: object) => {
    setErrors((e) => ({ ...e, [stepId]: null }));
    try {
      await request(SaveQuestStepMutation, { id, step: stepId, values: values as Record<string, unknown> });
      toasts.add({ type: 'success', content: `${title(stepId)} saved.` });
      await view.mutate();
      return true;
    } catch (error) {
      setErrors((e) => ({ ...e, [stepId]: toFormServerError(error) }));
      return false;
    }
  };

  const publish = async (mutation: 'publish' | 'unpublish') => {
    setBusy(mutation);
    try {
      if (mutation === 'publish') {
        const outcome = (await request(PublishQuestMutation, { id })).publishQuest;
        toasts.add({
          type: 'success',
          content: outcome.heldForReview
            ? 'Sent for review: your first Quest goes live once Lurkit has checked your account.'
            : 'Published.',
        });
      } else {
        await request(UnpublishQuestMutation, { id });
        toasts.add({ type: 'success', content: 'Unpublished: closed to new offers; running deals can finish.' });
      }
    } catch (error) {
      toasts.add({ type: 'error', content: toFormServerError(error).message });
    } finally {
      setBusy(null);
      await view.mutate();
    }
  };

  const stepProps = (stepId: QuestStepId) => ({
    submitRef: submitRefs.current[stepId],
    onDirtyChange: (isDirty: boolean) => setDirty((d) => (d[stepId] === isDirty ? d : { ...d, [stepId]: isDirty })),
    serverError: errors[stepId] ?? null,
    disabled: held,
  });
  const requirements = quest.requirements as unknown as Required<RequirementsValues> & Record<string, unknown>;
  const contents: Record<QuestStepId, ReactNode> = {
    general: <GeneralStepForm {...stepProps('general')} defaultValues={generalOf(quest)} onSave={save('general')} />,
    goalsAndInfo: <GoalsAndInfoStepForm {...stepProps('goalsAndInfo')} defaultValues={goalsOf(quest)} onSave={save('goalsAndInfo')} />,
    requirements: (
      <RequirementsStepForm
        {...stepProps('requirements')}
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
          return save('requirements')({ ...requirements, ...values, creatorListIds });
        }}
      />
    ),
    creatorKit: (
      <QuestCreatorKitStepForm
        {...stepProps('creatorKit')}
        items={items.data.map((i) => ({ id: i.id, name: i.name }))}
        defaultValues={kitOf(quest)}
        onSave={save('creatorKit')}
      />
    ),
  };

  return (
    <>
      <p>
        <RouterLink href={`/campaigns/quests/${id}`}>Back to the Quest</RouterLink>
      </p>
      <h1>{quest.name}</h1>
      {quest.reviewNote && (
        <Alert tone="warning" title="Refused in review">
          {quest.reviewNote}
        </Alert>
      )}
      <PublishBar
        status={quest.status}
        failingChecks={publishChecks.length}
        busy={busy}
        onPublish={() => void publish('publish')}
        onUnpublish={() => void publish('unpublish')}
      />
      <PublishChecksList
        checks={publishChecks.map((check) => ({ ...check, step: check.step ?? null }))}
        onFix={(checkId) => {
          const fixStep = publishChecks.find((check) => check.id === checkId)?.step;
          if (!fixStep) return void navigate('/user/settings');
          void navigate(editPathOf(id, fixStep), { replace: true });
          setOpened((o) => ({ key: o.key + 1, step: fixStep }));
        }}
      />
      <Wizard
        key={opened.key}
        title="Quest setup"
        initialStepId={opened.step ?? onScreen}
        onStepChange={(stepId) => void navigate(editPathOf(id, stepId as QuestStepId), { replace: true })}
        finishLabel="Save and finish"
        onFinish={() => {
          finishing.current = true;
          void navigate(`/campaigns/quests/${id}`);
        }}
        steps={QUEST_WIZARD_STEPS.map((s) => ({
          id: s.id,
          title: s.title,
          content: contents[s.id],
          validate: () => submitRefs.current[s.id].current?.() ?? true,
          isDirty: dirty[s.id] ?? false,
          onSave: () => submitRefs.current[s.id].current?.() ?? true,
        }))}
      />
    </>
  );
}
