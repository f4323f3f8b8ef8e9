import { AGREEMENT_MODAL_TITLE } from '@lurkit/ui/agreement-modal/AgreementModal.tsx';
import { CLAIM_KEY_MODAL_TITLE, ClaimKeyModal } from '@lurkit/ui/claim-key-modal/ClaimKeyModal.tsx';
import { CONTENT_SUBMITTED, SUBMIT_CONTENT_MODAL_TITLE, SubmitContentModal } from '@lurkit/ui/submit-content-modal/SubmitContentModal.tsx';
import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { KeyCampaignActionPanel } from '@lurkit/ui/key-campaign-page/KeyCampaignActionPanel.tsx';
import { KeyCampaignHero } from '@lurkit/ui/key-campaign-page/KeyCampaignHero.tsx';
import { useModals } from '@lurkit/ui/modal/ModalProvider.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { useParams } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { CampaignInvitation } from '../../invitations/index.ts';
import { MyTrackedLink } from '../../attribution/index.ts';
import { AgreementStep } from './AgreementStep.tsx';
import { useKeyCampaignForCreator } from '../hooks/use-creator-key-campaigns.ts';
import {
  ClaimedKeyQuery,
  ClaimKeyMutation,
  RequestKeyMutation,
  RequestMoreKeysMutation,
  SubmitKeyContentMutation,
  type CreatorKeyCampaign,
} from '../operations/creator-key-campaigns.operations.ts';
import { platformIdForWire } from '../../shared/api/platform-ids.ts';

/** /campaigns/{id} for a creator: the game, their state, and request, claim and submit (spec 2, 4, 5). */
export function KeyCampaignCreatorPage() {
  const { id = '' } = useParams();
  const view = useKeyCampaignForCreator(id);
  const modals = useModals();
  const toasts = useToasts();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [coins, setCoins] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  if (!view.data) return <PageStatus error={view.error} />;
  const data = view.data;
  const { campaign, participation } = data;
  const refresh = async () => void (await view.mutate());

  const requestKey = async (agreementAccepted: boolean) => {
    setRequesting(true);
    setError(null);
    try {
      const state = (await request(RequestKeyMutation, { campaignId: id, agreementAccepted })).requestKey.state;
      toasts.add({
        type: 'success',
        content: state === 'pending' ? 'Key requested: the company reviews your request.' : 'You are on the waitlist.',
      });
      await refresh();
      return null;
    } catch (failure) {
      const formError = toFormServerError(failure);
      setError(formError.message);
      return formError;
    } finally {
      setRequesting(false);
    }
  };

  const onRequestKey = () => {
    if (!data.needsAgreement) return void requestKey(false);
    modals.open({
      id: 'key-agreement',
      title: AGREEMENT_MODAL_TITLE,
      content: (close) => (
        <AgreementStep
          specialInstructions={campaign.specialInstructions}
          embargo={campaign.embargo}
          onCancel={close}
          onAccept={async () => {
            const failure = await requestKey(true);
            if (!failure) close();
            return failure;
          }}
        />
      ),
    });
  };

  const onClaimKey = () =>
    modals.open({
      id: 'claim-key',
      title: CLAIM_KEY_MODAL_TITLE,
      content: (close) => (
        <ClaimStep
          campaignId={id}
          platforms={data.keys}
          onClose={close}
          onClaimed={async (key, platform) => {
            setRevealed(key);
            toasts.add({ type: 'success', content: `Your ${platform} key is ready. Submit your content within 30 days.` });
            await refresh();
          }}
        />
      ),
    });

  const onSubmitContent = () =>
    modals.open({
      id: 'submit-content',
      title: SUBMIT_CONTENT_MODAL_TITLE,
      content: (close) => (
        <SubmitStep
          campaignId={id}
          onClose={close}
          onSubmitted={async (coinsAwarded) => {
            setCoins(coinsAwarded);
            toasts.add({ type: 'success', content: CONTENT_SUBMITTED });
            await refresh();
          }}
        />
      ),
    });

  return (
    <>
      <KeyCampaignHero
        name={campaign.name}
        status={campaign.status}
        preLaunch={campaign.preLaunch}
        gameName={campaign.game.name || campaign.name}
        description={campaign.game.description}
        headerImageUrl={campaign.game.media[0] ?? null}
        media={campaign.game.media}
        genres={campaign.game.genres}
        platforms={campaign.platforms}
        category={(campaign.category as 'game' | null) ?? null}
        startDate={campaign.startDate}
        endDate={campaign.endDate}
        plannedRelease={campaign.plannedRelease}
        company={campaign.company}
      />
      {!participation && <CampaignInvitation campaignId={id} onAnswered={refresh} />}
      <KeyCampaignActionPanel
        participation={participation}
        eligibility={{
          eligible: data.eligibility.eligible,
          groups: data.eligibility.groups.map((g) => ({
            group: g.group as 'location',
            status: g.status === 'PASSED' ? 'Passed' : 'Not met',
            reasons: g.reasons,
          })),
          vipAccess: data.eligibility.vipAccess,
          missing: data.eligibility.missing,
        }}
        now={new Date()}
        preLaunch={campaign.preLaunch}
        openForRequests={campaign.status === 'active'}
        coinsEarned={coins}
        revealedKey={revealed}
        creatorAccessHref="/user/creator-access"
        onRequestKey={onRequestKey}
        onClaimKey={onClaimKey}
        onRevealKey={() =>
          participation &&
          void request(ClaimedKeyQuery, { participantId: participation.id }).then(
            (d) => setRevealed(d.claimedKey),
            (failure) => setError(toFormServerError(failure).message),
          )
        }
        onSubmitContent={onSubmitContent}
        requesting={requesting}
        error={error}
      />
      <MyTrackedLink
        kind="KEY"
        activationId={id}
        isIn={participation?.state === 'claimedKey' || participation?.state === 'submittedContent'}
      />
    </>
  );
}

/** The modal's body is a ui component; this holds what it shows while the call is under way. */
function ClaimStep(props: {
  campaignId: string;
  platforms: CreatorKeyCampaign['keys'];
  onClose(): void;
  onClaimed(key: string, platform: string): Promise<void>;
}) {
  const claim = useServerAction((platform: string) =>
    request(ClaimKeyMutation, { campaignId: props.campaignId, platform: platformIdForWire(platform) }).then((d) => d.claimKey),
  );
  const [claimed, setClaimed] = useState<{ platform: string; code: string; contentDueAt: string } | null>(null);
  const [moreKeys, setMoreKeys] = useState<Record<string, 'sending' | 'sent' | 'alreadyRequested'>>({});
  return (
    <ClaimKeyModal
      platforms={props.platforms.map((k) => ({
        platform: k.platform,
        available: k.available,
        offered: k.offered,
        availability: k.availability,
      }))}
      submitting={claim.submitting}
      serverError={claim.serverError}
      claimed={claimed}
      moreKeys={moreKeys}
      onClose={props.onClose}
      onSubmit={async ({ platform }) => {
        const outcome = await claim.run(platform);
        if (!outcome.ok) return;
        const due = outcome.value.participation.claim?.contentDueAt ?? '';
        setClaimed({ platform: outcome.value.participation.claim?.platform ?? platform, code: outcome.value.key, contentDueAt: due });
        await props.onClaimed(outcome.value.key, platform);
      }}
      onRequestMore={(platform) => {
        setMoreKeys((m) => ({ ...m, [platform]: 'sending' }));
        request(RequestMoreKeysMutation, { campaignId: props.campaignId, platform: platformIdForWire(platform) }).then(
          () => setMoreKeys((m) => ({ ...m, [platform]: 'sent' })),
          (failure) =>
            setMoreKeys((m) => ({
              ...m,
              [platform]: toFormServerError(failure).code === 'KEYS.ALREADY_REQUESTED' ? 'alreadyRequested' : 'sent',
            })),
        );
      }}
    />
  );
}

function SubmitStep(props: { campaignId: string; onClose(): void; onSubmitted(coinsAwarded: number): Promise<void> }) {
  const submit = useServerAction((url: string) =>
    request(SubmitKeyContentMutation, { campaignId: props.campaignId, url }).then((d) => d.submitKeyContent),
  );
  const [submitted, setSubmitted] = useState<{ coinsAwarded: number } | null>(null);
  return (
    <SubmitContentModal
      submitting={submit.submitting}
      serverError={submit.serverError}
      submitted={submitted}
      onClose={props.onClose}
      onSubmit={async ({ url }) => {
        const outcome = await submit.run(url);
        if (!outcome.ok) return;
        setSubmitted({ coinsAwarded: outcome.value.coinsAwarded });
        await props.onSubmitted(outcome.value.coinsAwarded);
      }}
    />
  );
}
