import { useState, type ReactNode } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { formatDateTime, formatUsd } from '../format/format.ts';
import type { QuestBadge } from '@lurkit/core/quests/domain/quest-badge.schema.ts';
import { QuestBadges } from '../quest-badges/QuestBadges.tsx';
import { QuestRunStatusBadge } from '../status-badge/QuestRunStatusBadge.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import type { QuestLogRun, QuestLogSection } from './quest-log.types.ts';
import { timeLeft } from './time-left.ts';
import './QuestLog.css';

export interface QuestLogProps {
  run: QuestLogRun;
  /** Who is looking: their actions show, and time left shows when their action is due. */
  viewer: 'COMPANY' | 'CREATOR';
  now: Date;
  /** The section opened first (spec 2: the section query value). */
  section?: QuestLogSection;
  busy?: boolean;
  /** A refused action's message, shown at the top. */
  error?: string | null;
  onAccept?(): void;
  onDecline?(): void;
  onCounter?(terms: { amountCents: number; contentLengthMinutes: number; message: string }): void;
  /** Company: pay from the cart. */
  onPay?(): void;
  onSubmitContent?(content: { url: string; message: string }): void;
  onReview?(review: { decision: 'approve' | 'decline'; comment: string }): void;
  onConfirmListed?(): void;
  /** Company, on a completed run: gives a badge (each once). */
  onGiveBadge?(badge: QuestBadge): void;
}

const PHASE_ORDER = [
  'INITIAL_BID',
  'COUNTER_BID',
  'PENDING_PAYMENT',
  'CONTENTPRODUCTION',
  'CONTENTREVIEW',
  'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION',
  'PAYOUT',
  'COMPLETED',
];
const reached = (run: QuestLogRun, status: string) => PHASE_ORDER.indexOf(run.status) >= PHASE_ORDER.indexOf(status);

/** The quest log (spec 2 and 4): Agreement, Bidding, Content production, Payment, Results, each closed once done. */
export function QuestLog(props: QuestLogProps) {
  const { run, viewer, now } = props;
  const myTurn = run.partyToAct === viewer;
  const due =
    run.dueAt && run.partyToAct ? (
      <p className="quest-log__due">
        {myTurn ? 'Your turn' : `Waiting for the ${run.partyToAct === 'COMPANY' ? 'company' : 'creator'}`}: {timeLeft(run.dueAt, now)}{' '}
        (until {formatDateTime(run.dueAt)})
      </p>
    ) : null;
  const bidding = run.status === 'INITIAL_BID' || run.status === 'COUNTER_BID';
  const last = run.bids.at(-1);
  const payoutFailed = run.payoutStatus === 'failed';
  return (
    <div className="quest-log">
      <p>
        <QuestRunStatusBadge status={run.status} payoutStatus={run.payoutStatus} />
      </p>
      {props.error && <Alert tone="error">{props.error}</Alert>}
      <Section
        title="Agreement"
        id="agreement"
        open={props.section === 'agreement'}
        closed={
          run.acceptedAt
            ? `Agreed on ${formatUsd(run.agreedAmountCents ?? 0)} for ${last?.contentLengthMinutes ?? 0} minutes of ${run.contentType.toLowerCase()} content on ${run.platform === 'twitch' ? 'Twitch' : 'YouTube'}.`
            : run.failed && !run.acceptedAt
              ? 'No agreement was reached.'
              : null
        }
      >
        <p>
          {run.contentType} on {run.platform === 'twitch' ? 'Twitch' : 'YouTube'}; accepting confirms the last bid.
        </p>
      </Section>
      <Section title="Bidding" id="bidding" open={props.section === 'bidding' || bidding} closed={!bidding ? 'Bidding is closed.' : null}>
        <ol className="quest-log__bids">
          {run.bids.map((bid, index) => (
            <li key={index}>
              <strong>{bid.by === 'CREATOR' ? 'Creator' : 'Company'}</strong>: {formatUsd(bid.amountCents)} for {bid.contentLengthMinutes}{' '}
              minutes
              {bid.message && <> · “{bid.message}”</>} <span className="quest-log__meta">{formatDateTime(bid.placedAt)}</span>
            </li>
          ))}
        </ol>
        {bidding && due}
        {bidding && myTurn && (
          <BidActions {...props} lastAmountCents={last?.amountCents ?? 0} lastMinutes={last?.contentLengthMinutes ?? 0} />
        )}
      </Section>
      <Section
        title="Payment"
        id="payment"
        open={props.section === 'payment' || run.status === 'PENDING_PAYMENT'}
        closed={
          run.paidAt
            ? `Paid on ${formatDateTime(run.paidAt)}.`
            : run.status === 'PAYMENT_EXPIRED'
              ? 'The payment was not made in time.'
              : null
        }
      >
        {run.status === 'PENDING_PAYMENT' ? (
          <>
            {due}
            {viewer === 'COMPANY' && props.onPay && <Button onClick={props.onPay}>Go to the cart</Button>}
          </>
        ) : (
          !run.paidAt && <p>Payment opens once the offer is accepted.</p>
        )}
      </Section>
      <Section
        title="Content production"
        id="content-production"
        open={
          props.section === 'content-production' ||
          ['CONTENTPRODUCTION', 'CONTENTREVIEW', 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION'].includes(run.status)
        }
        closed={
          run.approvedAt
            ? `Content approved on ${formatDateTime(run.approvedAt)}.`
            : run.status === 'CONTENT_SUBMISSION_DEADLINE_EXPIRED'
              ? 'The content was not submitted in time.'
              : null
        }
      >
        <ContentSection {...props} due={due} />
      </Section>
      <Section
        title="Results"
        id="results"
        open={props.section === 'results' || reached(run, 'PAYOUT') || run.failed}
        closed={
          payoutFailed
            ? null
            : run.status === 'COMPLETED'
              ? 'This Quest is completed.'
              : run.failed
                ? 'This Quest ended without payout.'
                : null
        }
      >
        {payoutFailed ? (
          <Alert tone="error">
            {viewer === 'CREATOR'
              ? 'The payout failed. Fix your payout details under Settings, Payments: it is sent again as soon as you save them.'
              : 'The payout to the creator failed. They are asked to fix their payout details; it is sent again then.'}
          </Alert>
        ) : run.paidOutAt ? (
          <p>Payout initiated on {formatDateTime(run.paidOutAt)}.</p>
        ) : reached(run, 'PAYOUT') ? (
          <p>Payout is being prepared.</p>
        ) : (
          <p>Results show once content is approved.</p>
        )}
        {run.status === 'COMPLETED' && (
          <>
            <h3 className="quest-log__subtitle">Badges</h3>
            <QuestBadges
              given={run.badges.map((b) => b.badge)}
              onGive={viewer === 'COMPANY' ? props.onGiveBadge : undefined}
              busy={props.busy}
              emptyText="No badges on this deal yet."
            />
          </>
        )}
      </Section>
    </div>
  );
}

function Section({
  title,
  id,
  open,
  closed,
  children,
}: {
  title: string;
  id: string;
  open: boolean;
  closed: string | null;
  children: ReactNode;
}) {
  return (
    <details className="quest-log__section" id={id} open={open || undefined}>
      <summary>
        <h2 className="quest-log__title">{title}</h2>
        {closed && <span className="quest-log__closed">{closed}</span>}
      </summary>
      {children}
    </details>
  );
}

function BidActions(props: QuestLogProps & { lastAmountCents: number; lastMinutes: number }) {
  const [countering, setCountering] = useState(false);
  const [amount, setAmount] = useState((props.lastAmountCents / 100).toFixed(2));
  const [minutes, setMinutes] = useState(String(props.lastMinutes));
  const [message, setMessage] = useState('');
  return (
    <div className="quest-log__actions">
      <Button onClick={props.onAccept} loading={props.busy}>
        Accept {formatUsd(props.lastAmountCents)}
      </Button>
      <Button variant="secondary" onClick={() => setCountering((c) => !c)}>
        Counter offer
      </Button>
      <Button variant="danger" onClick={props.onDecline} disabled={props.busy}>
        Decline
      </Button>
      {countering && (
        <form
          className="quest-log__form"
          onSubmit={(event) => {
            event.preventDefault();
            props.onCounter?.({ amountCents: Math.round(Number(amount) * 100), contentLengthMinutes: Number(minutes), message });
          }}
        >
          <TextField label="Rate in USD" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          <TextField label="Duration in minutes" inputMode="decimal" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
          <Textarea label="Message (optional)" rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
          <Button type="submit" loading={props.busy}>
            Send counter offer
          </Button>
        </form>
      )}
    </div>
  );
}

function ContentSection(props: QuestLogProps & { due: ReactNode }) {
  const { run, viewer } = props;
  const [url, setUrl] = useState('');
  const [message, setMessage] = useState('');
  const [comment, setComment] = useState('');
  const latest = run.submissions.at(-1);
  return (
    <>
      {run.submissions.map((s, index) => (
        <div key={index} className="quest-log__submission">
          <p>
            Submitted <a href={s.url}>{s.url}</a> on {formatDateTime(s.submittedAt)}
            {s.message && <> · “{s.message}”</>}
          </p>
          {s.review && (
            <p>
              {s.review.decision === 'approved' ? 'Approved' : 'Declined'}
              {s.review.comment && <>: “{s.review.comment}”</>}
            </p>
          )}
        </div>
      ))}
      {['CONTENTPRODUCTION', 'CONTENTREVIEW', 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION'].includes(run.status) && props.due}
      {run.status === 'CONTENTREVIEW' && (
        <p>
          {viewer === 'COMPANY'
            ? 'Review within 5 days of submission: content not reviewed by then is approved automatically.'
            : 'The company reviews within 5 days of submission; if it does not, your content is approved automatically.'}
        </p>
      )}
      {run.status === 'CONTENTPRODUCTION' && viewer === 'CREATOR' && props.onSubmitContent && (
        <form
          className="quest-log__form"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmitContent?.({ url, message });
          }}
        >
          {run.contentType === 'Video' && run.publishingWindowOpensAt && (
            <p>
              Submit the video unlisted; make it public once the publishing window opens ({formatDateTime(run.publishingWindowOpensAt)}).
            </p>
          )}
          <TextField
            label="Content URL"
            type="url"
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            hint="Starts with https://. It cannot be changed after submission."
          />
          <Textarea label="Message (optional)" rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
          <Button type="submit" loading={props.busy}>
            Submit content
          </Button>
        </form>
      )}
      {run.status === 'CONTENTREVIEW' && viewer === 'COMPANY' && latest && props.onReview && (
        <form className="quest-log__form" onSubmit={(event) => event.preventDefault()}>
          <Textarea label="Comment (required to decline)" rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />
          <div className="quest-log__actions">
            <Button loading={props.busy} onClick={() => props.onReview?.({ decision: 'approve', comment })}>
              Approve content
            </Button>
            <Button variant="danger" disabled={props.busy} onClick={() => props.onReview?.({ decision: 'decline', comment })}>
              Decline content
            </Button>
          </div>
        </form>
      )}
      {run.status === 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION' && viewer === 'CREATOR' && !run.publishingWindowOpensAt && (
        <p>Approved: post it publicly within 10 days of approval, then tell us; payout follows once the platform shows it.</p>
      )}
      {run.status === 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION' && viewer === 'CREATOR' && props.onConfirmListed && (
        <Button onClick={props.onConfirmListed} loading={props.busy}>
          {run.contentType === 'Video' ? 'I made the video public' : 'I posted the content'}
        </Button>
      )}
    </>
  );
}
