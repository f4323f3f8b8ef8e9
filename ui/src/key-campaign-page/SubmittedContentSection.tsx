import { Badge } from '../status-badge/StatusBadge.tsx';
import { formatDateTime } from '../format/format.ts';

export interface SubmittedContentSectionProps {
  /** The content link, when it came and whether within the 30 days; found when the sync found it on the channel. */
  submission: { url: string; submittedAt: string; onTime: boolean; foundOnChannel?: boolean };
  /** Lurk coins it earned; null when unknown. */
  coinsEarned: number | null;
}

const ON_TIME = { label: 'On time', tone: 'success' } as const;
const LATE = { label: 'Late', tone: 'warning' } as const;

/** Content is in: the link, when, on time or late, and the Lurk coins it earned. */
export function SubmittedContentSection({ submission, coinsEarned }: SubmittedContentSectionProps) {
  return (
    <>
      <p className="key-action__lead">
        {submission.foundOnChannel ? 'We found your content on your channel, posted ' : 'Your content was submitted '}
        <time dateTime={submission.submittedAt}>{formatDateTime(submission.submittedAt)}</time>{' '}
        <Badge look={submission.onTime ? ON_TIME : LATE} />
      </p>
      <p className="key-action__link">
        <a href={submission.url} target="_blank" rel="noreferrer noopener">
          {submission.url}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      {coinsEarned !== null && coinsEarned > 0 && <p className="key-action__coins">You earned {coinsEarned} Lurk coins.</p>}
      {!submission.onTime && <p className="key-action__note">Late content lowers your completion rate.</p>}
      <p className="key-action__note">
        {submission.foundOnChannel ? 'Nothing is left for you to submit.' : 'Content cannot be changed after submission.'}
      </p>
    </>
  );
}
