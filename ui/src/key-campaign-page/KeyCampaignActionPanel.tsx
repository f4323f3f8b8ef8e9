import { useId, type ReactNode } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { StatusBadge } from '../status-badge/StatusBadge.tsx';
import { formatDateTime } from '../format/format.ts';
import type { KeyEligibility, KeyParticipantState } from '../key-campaign-shared/key-campaign.types.ts';
import { ClaimedKeySection } from './ClaimedKeySection.tsx';
import { RequestKeySection } from './RequestKeySection.tsx';
import { SubmittedContentSection } from './SubmittedContentSection.tsx';
import { waitlistReason } from './waitlist-reason.ts';
import './KeyCampaignPage.css';

/** The creator's participation, as the API's KeyParticipant gives it. */
export interface KeyParticipationView {
  state: KeyParticipantState;
  /** When the creator asked, ISO instant. */
  appliedAt?: string | null;
  /** Set once a key is claimed. */
  claim?: { platform: string; claimedAt: string; contentDueAt: string } | null;
  /** Set once content is submitted. */
  submission?: { url: string; submittedAt: string; onTime: boolean; foundOnChannel?: boolean } | null;
}

export interface KeyCampaignActionPanelProps {
  /** The creator's participation; null when they have not asked for a key. */
  participation: KeyParticipationView | null;
  /** Requirement groups for the signed-in creator; null for a logged-out visitor. */
  eligibility: KeyEligibility | null;
  /** The current time: time left and overdue are measured from it. */
  now: Date;
  /** A pre-launch campaign: requests join the waitlist and keys open at launch. */
  preLaunch?: boolean;
  /** False once the campaign is closed (unpublished or ended) to new requests. */
  openForRequests?: boolean;
  /** Lurk coins the submission earned (100 on a public campaign's first one); null when unknown. */
  coinsEarned?: number | null;
  /** The claimed key once revealed (or just claimed); null shows it masked. */
  revealedKey?: string | null;
  /** Where a creator gains full creator access. */
  creatorAccessHref?: string;
  /** Where a logged-out visitor logs in. */
  loginHref?: string;
  /** Asks for a key; the page shows the agreement modal first when the campaign has instructions or an embargo. */
  onRequestKey(): void;
  /** Opens the claim modal. */
  onClaimKey(): void;
  /** Fetches the claimed key (each reveal is recorded). */
  onRevealKey(): void;
  /** Opens the submit-content modal. */
  onSubmitContent(): void;
  /** The request is being sent. */
  requesting?: boolean;
  /** The key is being fetched. */
  revealing?: boolean;
  /** An error of the last action that has no field, e.g. the request failed. */
  error?: string | null;
  /** Clipboard writer for the key's Copy button (stories pass a spy). */
  copyText?(text: string): Promise<void>;
}

const Lead = ({ children }: { children: ReactNode }) => <p className="key-action__lead">{children}</p>;

/** The creator's side panel on a Key campaign: their state (spec 4) and the next thing to do. */
export function KeyCampaignActionPanel(props: KeyCampaignActionPanelProps) {
  const titleId = useId();
  const state = props.participation?.state ?? null;
  return (
    <section className="key-action" aria-labelledby={titleId}>
      <div className="key-action__header">
        <h2 id={titleId} className="key-action__title">
          Your key
        </h2>
        {state && <StatusBadge kind="participation" status={state} />}
      </div>
      {props.error && <Alert tone="error">{props.error}</Alert>}
      <PanelBody {...props} />
    </section>
  );
}

function PanelBody(props: KeyCampaignActionPanelProps) {
  const { participation, eligibility, now, preLaunch = false, openForRequests = true } = props;
  const state = participation?.state ?? null;
  const applied = participation?.appliedAt ? (
    <>
      {' '}
      on <time dateTime={participation.appliedAt}>{formatDateTime(participation.appliedAt)}</time>
    </>
  ) : null;
  switch (state) {
    case null:
      if (!eligibility)
        return (
          <Lead>
            <AppLink href={props.loginHref ?? '/login'}>Log in as a creator</AppLink> to request a key.
          </Lead>
        );
      return (
        <RequestKeySection
          eligibility={eligibility}
          openForRequests={openForRequests}
          preLaunch={preLaunch}
          requesting={props.requesting ?? false}
          onRequestKey={props.onRequestKey}
        />
      );
    case 'pending':
      return <Lead>You requested a key{applied}. The company reviews every request; you will hear when they accept or decline it.</Lead>;
    case 'waitlist':
      return <Lead>{`You are on the waitlist: ${waitlistReason(eligibility, preLaunch)}`}</Lead>;
    case 'waitingForAccess':
      return (
        <>
          <Lead>Keys need full creator access (a verified channel). Your request moves on as soon as your access is granted.</Lead>
          <AppLink href={props.creatorAccessHref ?? '/user/creator-access'} className="key-action__cta">
            Gain creator access
          </AppLink>
        </>
      );
    case 'accepted':
      return (
        <>
          <Lead>The company accepted your request. Claim a key for the platform you play on.</Lead>
          {preLaunch && <p className="key-action__reason">Keys open once the campaign launches.</p>}
          <Button onClick={props.onClaimKey} disabled={preLaunch}>
            Claim a key
          </Button>
        </>
      );
    case 'rejected':
      return <Lead>The company declined your request for this campaign.</Lead>;
    case 'claimedKey':
      return participation?.claim ? (
        <ClaimedKeySection
          claim={participation.claim}
          now={now}
          revealedKey={props.revealedKey ?? null}
          revealing={props.revealing ?? false}
          onRevealKey={props.onRevealKey}
          onSubmitContent={props.onSubmitContent}
          {...(props.copyText ? { copyText: props.copyText } : {})}
        />
      ) : null;
    case 'submittedContent':
      return participation?.submission ? (
        <SubmittedContentSection submission={participation.submission} coinsEarned={props.coinsEarned ?? null} />
      ) : null;
  }
}
