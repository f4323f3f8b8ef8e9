import { AccessStepForm } from '@lurkit/ui/key-campaign-steps/AccessStepForm.tsx';
import { BasicsStepForm } from '@lurkit/ui/key-campaign-steps/BasicsStepForm.tsx';
import { CreatorKitStepForm } from '@lurkit/ui/key-campaign-steps/CreatorKitStepForm.tsx';
import { GameInfoStepForm } from '@lurkit/ui/key-campaign-steps/GameInfoStepForm.tsx';
import { RequirementsStepForm } from '@lurkit/ui/key-campaign-steps/RequirementsStepForm.tsx';
import type { ReactNode } from 'react';
import type { VariablesOf } from '../../graphql.ts';
import { useParams } from 'react-router';
import { useCreatorLists } from '../../creator-lists/index.ts';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { ActivationWizard } from '../../shared/wizard/ActivationWizard.tsx';
import type { StepFormProps } from '../../shared/wizard/use-wizard-steps.ts';
import type { WizardStepRoute } from '../../shared/wizard/wizard-steps.ts';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { importSteamGame } from '../../catalogue/index.ts';
import type { SteamImportResult } from '@lurkit/ui/key-campaign-steps/SteamImport.tsx';
import { useCodeManagerItems } from '../../codes/index.ts';
import { useCompanyKeyCampaign } from '../hooks/use-company-key-campaigns.ts';
import {
  DeleteKeyCampaignMutation,
  PublishKeyCampaignMutation,
  SaveKeyCampaignStepMutation,
  UnpublishKeyCampaignMutation,
  type CompanyKeyCampaign,
} from '../operations/company-key-campaigns.operations.ts';
import { withPlatformIds } from '../../shared/api/platform-ids.ts';

const STEPS = [
  { id: 'basics', title: 'Basics', path: 'basics', aliases: [''] },
  { id: 'gameInfo', title: 'Game info', path: 'game-info' },
  { id: 'requirements', title: 'Requirements', path: 'requirements' },
  { id: 'access', title: 'Access', path: 'access' },
  // Spec 2 names /creatorkit; /creator-kit is the address written.
  { id: 'creatorKit', title: 'Creator kit', path: 'creator-kit', aliases: ['creatorkit'] },
] as const satisfies readonly WizardStepRoute[];
type StepId = (typeof STEPS)[number]['id'];
/** A step form's values, checked by its own schema before they are sent. */
type StepValues = VariablesOf<typeof SaveKeyCampaignStepMutation>['values'];

/** /campaigns/{id}/edit/{step}: the Key campaign wizard, publish checks with Fix, publish and unpublish. */
export function KeyCampaignEditPage() {
  const { id = '', step } = useParams();
  const view = useCompanyKeyCampaign(id);
  const items = useCodeManagerItems();
  const creatorLists = useCreatorLists();

  if (!view.data || !items.data) return <PageStatus error={view.error ?? items.error} />;
  const { campaign, publishChecks } = view.data;
  const codeItems = items.data.map((i) => ({
    id: i.id,
    name: i.name,
    platforms: i.platforms.map((p) => ({ platform: p.platform, available: p.available })),
  }));
  const forms: Record<StepId, (props: StepFormProps) => ReactNode> = {
    basics: (props) => <BasicsStepForm {...props} defaultValues={basicsOf(campaign)} />,
    gameInfo: (props) => <GameInfoStepForm {...props} defaultValues={gameOf(campaign)} onImportSteam={importFromSteam} />,
    requirements: (props) => <RequirementsStepForm {...props} defaultValues={requirementsOf(campaign)} />,
    access: (props) => <AccessStepForm {...props} creatorLists={creatorLists.data ?? []} defaultValues={accessOf(campaign)} />,
    creatorKit: (props) => <CreatorKitStepForm {...props} items={codeItems} defaultValues={kitOf(campaign)} />,
  };

  return (
    <ActivationWizard
      steps={STEPS}
      base={`/campaigns/${id}/edit`}
      segment={step}
      name={campaign.name}
      title="Key campaign setup"
      home={{ href: `/campaigns/${id}`, label: 'Back to the campaign' }}
      status={campaign.status}
      reviewNote={campaign.reviewNote}
      held={campaign.publishState === 'waitingForReview'}
      publishChecks={publishChecks}
      saveStep={(stepId, values) =>
        request(SaveKeyCampaignStepMutation, { id, step: stepId, values: withPlatformIds(values) as StepValues })
      }
      reload={() => view.mutate()}
      publish={() => request(PublishKeyCampaignMutation, { id }).then((d) => d.publishKeyCampaign)}
      unpublish={() => request(UnpublishKeyCampaignMutation, { id })}
      remove={() => request(DeleteKeyCampaignMutation, { id }).then((d) => d.deleteKeyCampaign)}
      list="/company/activations/keys"
      noun="campaign"
      messages={{
        heldForReview: 'Sent for review: your first campaign goes live once Lurkit has checked your account.',
        unpublished: 'Unpublished: closed to new requests; creators already in can finish.',
      }}
      renderStep={(stepId, props) => forms[stepId](props)}
    />
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
const kitOf = (c: Campaign) => ({
  codeItemId: c.codeItemId,
  keys: c.keys.map((k) => ({ ...k })),
  specialInstructions: c.specialInstructions ?? '',
  embargo: c.embargo,
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
