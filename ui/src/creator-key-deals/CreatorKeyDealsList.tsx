import { Button } from '../button/Button.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { StatusBadge } from '../status-badge/StatusBadge.tsx';
import { timeLeft } from '../key-campaign-shared/key-dates.ts';
import { formatDate, formatDateTime } from '../format/format.ts';
import type { KeyParticipantState } from '../key-campaign-shared/key-campaign.types.ts';
import './CreatorKeyDeals.css';

/** One of the creator's Keys deals (the API's KeyDeal). */
export interface CreatorKeyDeal {
  /** Participation id. */
  id: string;
  /** The campaign, with the game's first picture when it has one. */
  campaign: { id: string; name: string; gameName: string; imageUrl?: string | null };
  /** The creator's state on it (spec 4). */
  state: KeyParticipantState;
  /** When the creator asked, ISO instant. */
  appliedAt?: string | null;
  /** Set once a key is claimed; contentDueAt is 30 days later. */
  claim?: { platform: string; claimedAt: string; contentDueAt: string } | null;
  /** Set once content is in. */
  submission?: { submittedAt: string; onTime: boolean } | null;
  /** Why the system declined the request by itself, when it did (automaticDeclineReason). */
  declineReason?: string | null;
}

export interface CreatorKeyDealsListProps {
  /** The deals of the tab, in the order to show (e.g. next action due first). */
  deals: readonly CreatorKeyDeal[];
  /** The current time: time left and overdue are measured from it. */
  now: Date;
  /** The page of one campaign. */
  campaignHref(campaignId: string): string;
  /** Which tab, for the empty state's words. */
  tab: 'active' | 'ended';
  /** Opens the submit-content modal for a deal with a claimed key; no button without it. */
  onSubmitContent?(deal: CreatorKeyDeal): void;
}

function Next({ deal, now }: { deal: CreatorKeyDeal; now: Date }) {
  const { claim, submission } = deal;
  if (deal.state === 'claimedKey' && claim) {
    const left = timeLeft(claim.contentDueAt, now);
    return (
      <p className={['key-deal__next', left.overdue && 'key-deal__next--overdue'].filter(Boolean).join(' ')}>
        Content due <time dateTime={claim.contentDueAt}>{formatDateTime(claim.contentDueAt)}</time> · <strong>{left.text}</strong>
      </p>
    );
  }
  if (deal.state === 'submittedContent' && submission)
    return (
      <p className="key-deal__next">
        Submitted <time dateTime={submission.submittedAt}>{formatDate(submission.submittedAt)}</time> ·{' '}
        {submission.onTime ? 'On time' : 'Late'}
      </p>
    );
  if (deal.state === 'accepted') return <p className="key-deal__next">Accepted: claim your key</p>;
  if (deal.declineReason) return <p className="key-deal__next">Declined automatically: {deal.declineReason}</p>;
  if (deal.appliedAt && deal.state !== 'rejected')
    return (
      <p className="key-deal__next">
        Requested <time dateTime={deal.appliedAt}>{formatDate(deal.appliedAt)}</time>
      </p>
    );
  return null;
}

/** A compact list of the creator's Keys deals with state, what is due and when; overdue ones stand out. */
export function CreatorKeyDealsList({ deals, now, campaignHref, tab, onSubmitContent }: CreatorKeyDealsListProps) {
  if (deals.length === 0)
    return (
      <EmptyState title={tab === 'active' ? 'No active Keys deals' : 'No ended Keys deals'} headingLevel={3}>
        <p>{tab === 'active' ? 'Browse Key campaigns and request a key for a game you want to play.' : 'Deals you finish show here.'}</p>
      </EmptyState>
    );
  return (
    <ul className="key-deals" aria-label={tab === 'active' ? 'Active Keys deals' : 'Ended Keys deals'}>
      {deals.map((deal) => {
        const overdue = deal.state === 'claimedKey' && deal.claim ? timeLeft(deal.claim.contentDueAt, now).overdue : false;
        return (
          <li key={deal.id} className={['key-deal', overdue && 'key-deal--overdue'].filter(Boolean).join(' ')}>
            {deal.campaign.imageUrl ? <img className="key-deal__image" src={deal.campaign.imageUrl} alt="" /> : null}
            <div className="key-deal__main">
              <AppLink href={campaignHref(deal.campaign.id)} className="key-deal__name">
                {deal.campaign.name}
              </AppLink>
              <p className="key-deal__game">
                {deal.campaign.gameName}
                {deal.claim ? ` · ${deal.claim.platform}` : ''}
              </p>
              <Next deal={deal} now={now} />
            </div>
            <div className="key-deal__side">
              <StatusBadge kind="participation" status={deal.state} />
              {overdue && <span className="key-deal__overdue">Overdue</span>}
              {deal.state === 'claimedKey' && onSubmitContent && (
                <Button variant="secondary" onClick={() => onSubmitContent(deal)}>
                  Submit content<span className="visually-hidden"> for {deal.campaign.name}</span>
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
