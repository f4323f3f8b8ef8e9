import { OFFER_AGREEMENT_TEXT, OFFER_MESSAGE_MAX } from '@lurkit/core/quests/domain/offer.schema.ts';
import { VipAccessNote } from '@lurkit/ui/vip-access/VipAccessNote.tsx';
import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { Checkbox } from '@lurkit/ui/checkbox/Checkbox.tsx';
import { formatDateTime, formatUsd } from '@lurkit/ui/format/format.ts';
import { RadioGroup } from '@lurkit/ui/radio-group/RadioGroup.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { Textarea } from '@lurkit/ui/textarea/Textarea.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import type { VariablesOf } from '../../graphql.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { QuestKitPanel } from '@lurkit/ui/quest-kit/QuestKitPanel.tsx';
import { useCreatorQuest, useQuestKit } from '../hooks/use-quests.ts';
import { SubmitQuestOfferMutation, type CreatorQuest } from '../operations/creator-quests.operations.ts';

/** The offer form's fields that show their own refusal. */
const OFFER_FIELDS = new Set(['platform', 'amountCents', 'contentLengthMinutes', 'message', 'agreementConfirmed']);

/** /campaigns/quests/{id} for a creator: the Quest's brief, what blocks an offer, and the offer form. */
export function QuestCreatorPage() {
  const { id = '' } = useParams();
  const view = useCreatorQuest(id);
  if (!view.data) return <PageStatus error={view.error} />;
  const { quest, run, offerBlockers, requirementGroups, minimumDealSize, vipAccess } = view.data;
  const kitRunId = run && !run.failed && run.paidAt ? run.id : null;
  return (
    <>
      <p>
        <RouterLink href="/campaigns/quests/browse">Browse Quests</RouterLink>
      </p>
      <h1>{quest.name}</h1>
      <p>
        {formatDateTime(quest.startDate)} to {formatDateTime(quest.endDate)} · delivery: {quest.deliveryType}
        {quest.embargo && <> · embargo until {formatDateTime(quest.embargo.at)}</>}
      </p>
      {quest.deliverables.length > 0 && (
        <>
          <h2>Deliverables</h2>
          <ul>
            {quest.deliverables.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </>
      )}
      {quest.talkingPoints.length > 0 && (
        <>
          <h2>Talking points</h2>
          <ul>
            {quest.talkingPoints.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </>
      )}
      {quest.callToAction && <p>Call to action: {quest.callToAction}</p>}
      {kitRunId && <CreatorKit runId={kitRunId} />}
      <h2>Requirements</h2>
      <VipAccessNote vipAccess={vipAccess} />
      <ul>
        {requirementGroups.map((g) => (
          <li key={g.group}>
            {g.group}: {g.status === 'PASSED' ? 'Passed' : 'Not met'} ({g.reasons.join('; ')})
          </li>
        ))}
      </ul>
      {run && !run.failed ? (
        <Alert tone="info" title="Your deal">
          <RouterLink href={`/campaigns/quests/${quest.id}/${run.id}`}>Open the quest log</RouterLink>
        </Alert>
      ) : offerBlockers.length > 0 ? (
        <Alert tone="warning" title="You cannot send an offer yet">
          <ul>
            {offerBlockers.map((b) => (
              <li key={b.code}>{b.message}</li>
            ))}
          </ul>
          {offerBlockers.some((b) => ['QUEST.PAYOUT_SETUP_REQUIRED', 'QUEST.APPROVAL_REQUIRED'].includes(b.code)) && (
            <RouterLink href="/creator/quests-onboarding">Finish the Quest onboarding</RouterLink>
          )}
        </Alert>
      ) : (
        <OfferForm quest={quest} minimumCents={minimumDealSize.cents} />
      )}
    </>
  );
}

/** Spec 3: the paid deal's creator kit, read apart from the Quest, which shows its kit to no creator. */
function CreatorKit({ runId }: { runId: string }) {
  const kit = useQuestKit(runId);
  if (!kit.data) return <PageStatus error={kit.error} />;
  return <QuestKitPanel assetUrl={kit.data.assetUrl} keys={kit.data.keys} pendingPlatforms={kit.data.pendingPlatforms} />;
}

const sendOffer = async (input: VariablesOf<typeof SubmitQuestOfferMutation>) =>
  (await request(SubmitQuestOfferMutation, input)).submitQuestOffer;

function OfferForm({ quest, minimumCents }: { quest: CreatorQuest['quest']; minimumCents: number }) {
  const navigate = useNavigate();
  const toasts = useToasts();
  const [platform, setPlatform] = useState<'twitch' | 'youtube'>('twitch');
  const [contentType, setContentType] = useState<'Short' | 'Stream' | 'Video'>('Stream');
  const [amount, setAmount] = useState(minimumCents > 0 ? (minimumCents / 100).toFixed(2) : '');
  const [minutes, setMinutes] = useState('60');
  const [message, setMessage] = useState('');
  const [agreed, setAgreed] = useState(false);
  // One offer per click: a second submit while the first waits gets the first one's answer.
  const send = useServerAction(sendOffer);
  const error = send.serverError;
  const sending = send.submitting;
  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <form
      className="form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const outcome = await send.run({
          questId: quest.id,
          deliveryType: quest.deliveryType,
          platform,
          amountCents: Math.round(Number(amount) * 100),
          contentLengthMinutes: Number(minutes),
          contentType,
          message,
          agreementConfirmed: agreed,
        });
        if (!outcome.ok) return;
        toasts.add({ type: 'success', content: 'Offer sent to the company.' });
        await navigate(`/campaigns/quests/${quest.id}/${outcome.value.id}`);
      }}
    >
      <h2>Send an offer</h2>
      <RadioGroup
        label="Platform"
        name="platform"
        inline
        options={[
          { value: 'twitch', label: 'Twitch' },
          { value: 'youtube', label: 'YouTube' },
        ]}
        value={platform}
        onChange={(v) => setPlatform(v as 'twitch')}
        error={fieldError('platform')}
      />
      <RadioGroup
        label="Content type"
        name="contentType"
        inline
        options={['Short', 'Stream', 'Video'].map((v) => ({ value: v, label: v }))}
        value={contentType}
        onChange={(v) => setContentType(v as 'Stream')}
      />
      <TextField
        label="Amount in USD"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={minimumCents > 0 ? `Your minimum deal size is ${formatUsd(minimumCents)}.` : undefined}
        error={fieldError('amountCents')}
      />
      <TextField
        label="Content length in minutes"
        inputMode="decimal"
        value={minutes}
        onChange={(e) => setMinutes(e.target.value)}
        error={fieldError('contentLengthMinutes')}
      />
      <Textarea
        label="Message (optional)"
        rows={3}
        maxLength={OFFER_MESSAGE_MAX}
        showCount
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={fieldError('message')}
      />
      {quest.specialInstructions && (
        <Alert tone="info" title="Special instructions">
          {quest.specialInstructions}
        </Alert>
      )}
      <Checkbox
        label={OFFER_AGREEMENT_TEXT}
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
        error={fieldError('agreementConfirmed')}
      />
      {/* A refusal of a field the form does not show still says why, never nothing. */}
      {error && !(error.field && OFFER_FIELDS.has(error.field)) && <Alert tone="error">{error.message}</Alert>}
      <Button type="submit" loading={sending}>
        Send offer
      </Button>
    </form>
  );
}
