import { keyAgreementSchema, keyContentSchema } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { Checkbox } from '@lurkit/ui/checkbox/Checkbox.tsx';
import { formatStockholm } from '@lurkit/ui/date-time-picker/format-stockholm.ts';
import { useSchemaForm } from '@lurkit/ui/forms/use-schema-form.ts';
import { useServerError } from '@lurkit/ui/forms/use-server-error.ts';
import { KeyCampaignActionPanel } from '@lurkit/ui/key-campaign-page/KeyCampaignActionPanel.tsx';
import { KeyCampaignHero } from '@lurkit/ui/key-campaign-page/KeyCampaignHero.tsx';
import { useModals } from '@lurkit/ui/modal/ModalProvider.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { useParams } from 'react-router';
import { request } from '../../api/gql-client.ts';
import { PageStatus } from '../../app/PageStatus.tsx';
import { toFormServerError } from '../../forms/to-form-server-error.ts';
import { useServerAction } from '../../forms/use-server-action.ts';
import { useKeyCampaignForCreator } from '../hooks/use-creator-key-campaigns.ts';
import {
  ClaimedKeyQuery,
  ClaimKeyMutation,
  RequestKeyMutation,
  RequestMoreKeysMutation,
  SubmitKeyContentMutation,
  type CreatorKeyCampaign,
} from '../operations/creator-key-campaigns.operations.ts';

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
      title: 'Special instructions and embargo',
      content: (close) => (
        <AgreementForm
          campaign={campaign}
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
      title: 'Claim a key',
      content: (close) => (
        <ClaimPlatform
          keys={data.keys}
          onClaim={async (platform) => {
            const claimed = (await request(ClaimKeyMutation, { campaignId: id, platform })).claimKey;
            setRevealed(claimed.key);
            toasts.add({ type: 'success', content: `Your ${platform} key is ready. Submit your content within 30 days.` });
            close();
            await refresh();
          }}
          onRequestMore={async (platform) => {
            await request(RequestMoreKeysMutation, { campaignId: id, platform });
            toasts.add({ type: 'success', content: `Request sent: the company is asked to add more ${platform} keys.` });
          }}
        />
      ),
    });

  const onSubmitContent = () =>
    modals.open({
      id: 'submit-content',
      title: 'Submit content',
      content: (close) => (
        <SubmitContentForm
          onSubmit={async (url) => {
            const submitted = (await request(SubmitKeyContentMutation, { campaignId: id, url })).submitKeyContent;
            setCoins(submitted.coinsAwarded);
            toasts.add({ type: 'success', content: 'Content successfully submitted.' });
            close();
            await refresh();
          }}
        />
      ),
    });

  return (
    <>
      <KeyCampaignHero
        name={campaign.name}
        status={campaign.status === 'waitingForReview' ? 'waitingForVerification' : campaign.status}
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
        company={{ name: campaign.company.name }}
      />
      <KeyCampaignActionPanel
        participation={participation}
        eligibility={{
          eligible: data.eligibility.eligible,
          groups: data.eligibility.groups.map((g) => ({
            group: g.group as 'location',
            status: g.status === 'PASSED' ? 'Passed' : 'Not met',
            reasons: g.reasons,
          })),
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
    </>
  );
}

function AgreementForm({
  campaign,
  onAccept,
}: {
  campaign: CreatorKeyCampaign['campaign'];
  onAccept(): Promise<{ message: string; field?: string } | null>;
}) {
  const form = useSchemaForm(keyAgreementSchema, { accepted: false as never });
  const [serverError, setServerError] = useState<{ code: string; message: string; field?: string } | null>(null);
  const alert = useServerError(form, serverError);
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit(async () => {
        const failure = await onAccept();
        if (failure) setServerError({ code: 'ERROR', ...failure });
      })}
    >
      {campaign.specialInstructions && (
        <section>
          <h3>Special instructions</h3>
          <p>{campaign.specialInstructions}</p>
        </section>
      )}
      {campaign.embargo && (
        <section>
          <h3>Embargo</h3>
          <p>Publish nothing before {formatStockholm(campaign.embargo)} (Stockholm time).</p>
        </section>
      )}
      <Checkbox
        label="I have read and will honor the agreement"
        {...form.register('accepted')}
        error={form.formState.errors.accepted?.message}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Accept and request a key
      </Button>
      {alert && <Alert tone="error">{alert.message}</Alert>}
    </form>
  );
}

function ClaimPlatform({
  keys,
  onClaim,
  onRequestMore,
}: {
  keys: CreatorKeyCampaign['keys'];
  onClaim(platform: string): Promise<void>;
  onRequestMore(platform: string): Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState<string[]>([]);
  const act = (work: () => Promise<void>) => async () => {
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(toFormServerError(failure).message);
    }
  };
  return (
    <div className="form">
      <p>Choose the platform you play on. Your 30 days to submit content start when you claim.</p>
      <ul>
        {keys.map((k) => (
          <li key={k.platform} className="form__actions">
            <span>
              {k.platform}: {k.available > 0 ? `${k.available} keys left` : 'out of keys'}
            </span>
            {k.available > 0 ? (
              <Button onClick={() => void act(() => onClaim(k.platform))()}>Claim {k.platform} key</Button>
            ) : asked.includes(k.platform) ? (
              <span>Request sent</span>
            ) : (
              <Button
                variant="secondary"
                onClick={() =>
                  void act(async () => {
                    await onRequestMore(k.platform);
                    setAsked((a) => [...a, k.platform]);
                  })()
                }
              >
                Ask for more {k.platform} keys
              </Button>
            )}
          </li>
        ))}
      </ul>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}

function SubmitContentForm({ onSubmit }: { onSubmit(url: string): Promise<void> }) {
  const form = useSchemaForm(keyContentSchema, { url: '' });
  const submit = useServerAction(onSubmit);
  const alert = useServerError(form, submit.serverError);
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit((values) => submit.run(values.url))}>
      <TextField
        label="Link to your content"
        type="url"
        placeholder="https://"
        {...form.register('url')}
        error={form.formState.errors.url?.message}
      />
      <p>Content cannot be changed after you submit it.</p>
      <Button type="submit" loading={submit.submitting}>
        Submit content
      </Button>
      {alert && <Alert tone="error">{alert.code === 'UNEXPECTED' ? 'Something went wrong.' : alert.message}</Alert>}
    </form>
  );
}
