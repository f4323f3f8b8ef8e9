import { AccessStepForm } from '@lurkit/ui/key-campaign-steps/AccessStepForm.tsx';
import { BasicsStepForm } from '@lurkit/ui/key-campaign-steps/BasicsStepForm.tsx';
import { CreatorKitStepForm } from '@lurkit/ui/key-campaign-steps/CreatorKitStepForm.tsx';
import { GameInfoStepForm } from '@lurkit/ui/key-campaign-steps/GameInfoStepForm.tsx';
import { RequirementsStepForm } from '@lurkit/ui/key-campaign-steps/RequirementsStepForm.tsx';
import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { PublishBar } from '@lurkit/ui/publish-checks/PublishBar.tsx';
import { PublishChecksList } from '@lurkit/ui/publish-checks/PublishChecksList.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { Wizard } from '@lurkit/ui/wizard/Wizard.tsx';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCreatorLists } from '../../creator-lists/index.ts';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useLeaveGuard } from '../../shared/forms/use-leave-guard.ts';
import { importSteamGame } from '../../catalogue/index.ts';
import type { SteamImportResult } from '@lurkit/ui/key-campaign-steps/SteamImport.tsx';
import { useCodeManagerItems } from '../../codes/index.ts';
import { useCompanyKeyCampaign } from '../hooks/use-company-key-campaigns.ts';
import {
  PublishKeyCampaignMutation,
  SaveKeyCampaignStepMutation,
  UnpublishKeyCampaignMutation,
  type CompanyKeyCampaign,
} from '../operations/company-key-campaigns.operations.ts';

const STEPS = [
  { id: 'basics', title: 'Basics' },
  { id: 'gameInfo', title: 'Game info' },
  { id: 'requirements', title: 'Requirements' },
  { id: 'access', title: 'Access' },
  { id: 'creatorKit', title: 'Creator kit' },
] as const;
type StepId = (typeof STEPS)[number]['id'];
/** Spec 2 paths: /edit, /basics, /access, /requirements, /creatorkit or /creator-kit (game info is ours). */
const STEP_BY_PATH: Record<string, StepId> = {
  basics: 'basics',
  'game-info': 'gameInfo',
  requirements: 'requirements',
  access: 'access',
  creatorkit: 'creatorKit',
  'creator-kit': 'creatorKit',
};
const PATH_OF: Record<StepId, string> = {
  basics: 'basics',
  gameInfo: 'game-info',
  requirements: 'requirements',
  access: 'access',
  creatorKit: 'creator-kit',
};

/** /campaigns/{id}/edit/{step}: the Key campaign wizard, publish checks with Fix, publish and unpublish. */
export function KeyCampaignEditPage() {
  const { id = '', step = 'basics' } = useParams();
  const view = useCompanyKeyCampaign(id);
  const items = useCodeManagerItems();
  const creatorLists = useCreatorLists();
  const navigate = useNavigate();
  const toasts = useToasts();
  // Fix reopens the wizard at the failing step: a new key remounts it there.
  const [opened, setOpened] = useState<{ key: number; step: StepId | null }>({ key: 0, step: null });
  const [dirty, setDirty] = useState<Partial<Record<StepId, boolean>>>({});
  const [errors, setErrors] = useState<Partial<Record<StepId, FormServerError | null>>>({});
  const [busy, setBusy] = useState<'publish' | 'unpublish' | null>(null);
  const submitRefs = useRef<Record<StepId, { current: (() => Promise<boolean>) | null }>>({
    basics: { current: null },
    gameInfo: { current: null },
    requirements: { current: null },
    access: { current: null },
    creatorKit: { current: null },
  });
  // Only the step on screen holds edits (the wizard mounts one step at a time); "Save and finish" has
  // just saved it, so the navigation it starts is let through even before the form reports clean.
  const finishing = useRef(false);
  const onScreen = STEP_BY_PATH[step] ?? 'basics';
  useLeaveGuard({
    isDirty: () => !finishing.current && (dirty[onScreen] ?? false),
    onSave: () => submitRefs.current[onScreen].current?.() ?? true,
    staysInside: (next) => next.pathname.startsWith(`/campaigns/${id}/edit`),
  });

  if (!view.data || !items.data) return <PageStatus error={view.error ?? items.error} />;
  const { campaign, publishChecks } = view.data;
  const current = onScreen;
  const held = campaign.publishState === 'waitingForReview';

  const save = (stepId: StepId) => async (values: object) => {
    setErrors((e) => ({ ...e, [stepId]: null }));
    try {
      await request(SaveKeyCampaignStepMutation, { id, step: stepId, values: values as Record<string, unknown> });
      toasts.add({ type: 'success', content: `${STEPS.find((s) => s.id === stepId)?.title} saved.` });
      await view.mutate();
      return true;
    } catch (error) {
      setErrors((e) => ({ ...e, [stepId]: toFormServerError(error) }));
      return false;
    }
  };

  const fix = (stepId: StepId) => {
    void navigate(`/campaigns/${id}/edit/${PATH_OF[stepId]}`, { replace: true });
    setOpened((o) => ({ key: o.key + 1, step: stepId }));
  };

  const publish = async () => {
    setBusy('publish');
    try {
      const outcome = (await request(PublishKeyCampaignMutation, { id })).publishKeyCampaign;
      toasts.add({
        type: 'success',
        content: outcome.heldForReview
          ? 'Sent for review: your first campaign goes live once Lurkit has checked your account.'
          : 'Published.',
      });
    } catch (error) {
      toasts.add({ type: 'error', content: toFormServerError(error).message });
    } finally {
      setBusy(null);
      await view.mutate();
    }
  };

  const unpublish = async () => {
    setBusy('unpublish');
    try {
      await request(UnpublishKeyCampaignMutation, { id });
      toasts.add({ type: 'success', content: 'Unpublished: closed to new requests; creators already in can finish.' });
    } catch (error) {
      toasts.add({ type: 'error', content: toFormServerError(error).message });
    }
    setBusy(null);
    await view.mutate();
  };

  const stepProps = (stepId: StepId) => ({
    submitRef: submitRefs.current[stepId],
    onDirtyChange: (isDirty: boolean) => setDirty((d) => (d[stepId] === isDirty ? d : { ...d, [stepId]: isDirty })),
    serverError: errors[stepId] ?? null,
    disabled: held,
  });
  const contents: Record<StepId, ReactNode> = {
    basics: <BasicsStepForm {...stepProps('basics')} defaultValues={basicsOf(campaign)} onSave={save('basics')} />,
    gameInfo: (
      <GameInfoStepForm
        {...stepProps('gameInfo')}
        defaultValues={gameOf(campaign)}
        onSave={save('gameInfo')}
        onImportSteam={importFromSteam}
      />
    ),
    requirements: (
      <RequirementsStepForm {...stepProps('requirements')} defaultValues={requirementsOf(campaign)} onSave={save('requirements')} />
    ),
    access: (
      <AccessStepForm
        {...stepProps('access')}
        creatorLists={creatorLists.data ?? []}
        defaultValues={accessOf(campaign)}
        onSave={save('access')}
      />
    ),
    creatorKit: (
      <CreatorKitStepForm
        {...stepProps('creatorKit')}
        items={items.data.map((i) => ({
          id: i.id,
          name: i.name,
          platforms: i.platforms.map((p) => ({ platform: p.platform, available: p.available })),
        }))}
        defaultValues={{
          codeItemId: campaign.codeItemId,
          keys: campaign.keys.map((k) => ({ ...k })),
          specialInstructions: campaign.specialInstructions ?? '',
          embargo: campaign.embargo,
        }}
        onSave={save('creatorKit')}
      />
    ),
  };

  return (
    <>
      <p>
        <RouterLink href={`/campaigns/${id}`}>Back to the campaign</RouterLink>
      </p>
      <h1>{campaign.name}</h1>
      {campaign.reviewNote && (
        <Alert tone="warning" title="Refused in review">
          {campaign.reviewNote}
        </Alert>
      )}
      <PublishBar
        status={campaign.status}
        failingChecks={publishChecks.length}
        busy={busy}
        onPublish={() => void publish()}
        onUnpublish={() => void unpublish()}
      />
      <PublishChecksList
        checks={publishChecks.map((check) => ({ ...check, step: (check.step as StepId | null) ?? null }))}
        onFix={(checkId) => {
          const step = publishChecks.find((check) => check.id === checkId)?.step as StepId | null | undefined;
          if (step) fix(step);
          else void navigate('/user/settings');
        }}
      />
      <Wizard
        key={opened.key}
        title="Key campaign setup"
        initialStepId={opened.step ?? current}
        onStepChange={(stepId) => void navigate(`/campaigns/${id}/edit/${PATH_OF[stepId as StepId]}`, { replace: true })}
        finishLabel="Save and finish"
        onFinish={() => {
          finishing.current = true;
          void navigate(`/campaigns/${id}`);
        }}
        steps={STEPS.map((s) => ({
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

/** The catalogue's answer as the Game info step takes it; "no description" is a warning, the rest fills in. */
async function importFromSteam(storeUrl: string): Promise<SteamImportResult> {
  try {
    const { game, missingDescription } = await importSteamGame(storeUrl);
    return {
      name: game.name,
      description: game.description,
      genres: [...game.genres],
      media: [...game.media],
      missingDescription,
      sandbox: game.source === 'sandbox',
    };
  } catch (error) {
    return { error: toFormServerError(error) };
  }
}

type Campaign = CompanyKeyCampaign['campaign'];
const basicsOf = (c: Campaign) => ({
  name: c.name,
  startDate: c.startDate,
  endDate: c.endDate,
  plannedRelease: c.plannedRelease,
  tags: [...c.tags],
});
const gameOf = (c: Campaign) => ({
  gameName: c.game.name,
  description: c.game.description,
  genres: [...c.game.genres],
  media: [...c.game.media],
  steamAppId: c.game.steamAppId,
});
const requirementsOf = (c: Campaign) => ({
  audience: { ...c.requirements.audience },
  location: { countries: [...c.requirements.countries], continents: [...c.requirements.continents] },
  languages: [...c.requirements.languages],
});
const accessOf = (c: Campaign) => ({
  visibility: c.visibility === 'hidden' ? ('hidden' as const) : ('discoverable' as const),
  creatorListIds: [...c.requirements.creatorListIds],
  whitelist: [...c.requirements.whitelist],
  creatorProgramId: c.requirements.creatorProgramId,
  allowOffersFromAllCreators: c.requirements.allowOffersFromAllCreators,
  vipAccess: c.requirements.vipAccess,
  requestResponseDays: c.requestResponseDays,
});
