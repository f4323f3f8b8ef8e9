import { Avatar } from '../avatar/Avatar.tsx';
import { timeLeft } from '../key-campaign-shared/key-dates.ts';
import { formatCompact, formatDate, formatDateTime } from '../format/format.ts';
import { AuthenticityBadge } from '../insights/AudienceAuthenticity.tsx';
import { Badge } from '../status-badge/StatusBadge.tsx';
import type { KeyParticipantRow } from './key-participant.types.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const PROVIDERS = { twitch: 'Twitch', youtube: 'YouTube', tiktok: 'TikTok' } as const;

export function CreatorCell({ creator }: Pick<KeyParticipantRow, 'creator'>) {
  return (
    <div className="participants__creator">
      <Avatar name={creator.displayName} src={creator.avatarUrl} size="sm" decorative />
      <div>
        <div className="participants__name">{creator.displayName}</div>
        {creator.country && <div className="participants__muted">{regionNames.of(creator.country) ?? creator.country}</div>}
        {creator.authenticity && <AuthenticityBadge {...creator.authenticity} creatorName={creator.displayName} />}
      </div>
    </div>
  );
}

export const channelsText = ({ creator }: KeyParticipantRow) =>
  creator.channels.map((c) => `${PROVIDERS[c.provider]} ${formatCompact(c.followers)}`).join(' · ') || '—';

export const completionText = ({ creator }: KeyParticipantRow) =>
  creator.completionRate === null ? 'No claims yet' : `${Math.round(creator.completionRate * 100)}%`;

/** The claimed key and when content is due; overdue content is marked in colour and words. */
export function KeyCell({ claim, submission, replacedKeys = [], now }: KeyParticipantRow & { now: Date }) {
  if (!claim) return <>—</>;
  const due = timeLeft(claim.contentDueAt, now);
  return (
    <div>
      <div>
        {claim.platform}, claimed {formatDate(claim.claimedAt)}
      </div>
      {replacedKeys.map((r) => (
        <div key={r.key} className="participants__muted">
          {r.key} marked bad {formatDate(r.markedBadAt)}, replaced by {r.replacement}
        </div>
      ))}
      {!submission && (
        <div className={due.overdue ? 'participants__overdue' : 'participants__muted'}>
          Content due {formatDateTime(claim.contentDueAt)} ({due.text})
        </div>
      )}
    </div>
  );
}

export function ContentCell({ submission, creator }: KeyParticipantRow) {
  if (!submission) return <>—</>;
  return (
    <div>
      <a href={submission.url} target="_blank" rel="noreferrer">
        View content<span className="visually-hidden"> by {creator.displayName}</span>
      </a>{' '}
      <Badge look={submission.onTime ? { label: 'On time', tone: 'success' } : { label: 'Late', tone: 'warning' }} />
      <div className="participants__muted">{formatDateTime(submission.submittedAt)}</div>
    </div>
  );
}
