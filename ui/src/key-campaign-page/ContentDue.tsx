import { timeLeft } from '../key-campaign-shared/key-dates.ts';
import { formatDateTime } from '../format/format.ts';

export interface ContentDueProps {
  /** When content is due (30 days after the claim), ISO instant. */
  contentDueAt: string;
  /** The current time, so the time left is testable. */
  now: Date;
}

/** "Content due by" with the time left, marked when overdue. */
export function ContentDue({ contentDueAt, now }: ContentDueProps) {
  const left = timeLeft(contentDueAt, now);
  return (
    <p className={['content-due', left.overdue && 'content-due--overdue'].filter(Boolean).join(' ')}>
      Content due by <time dateTime={contentDueAt}>{formatDateTime(contentDueAt)}</time>
      <span className="content-due__left"> · {left.text}</span>
    </p>
  );
}

/** Spec 9: the consequence of missing the 30-day window, said wherever content is due. */
export function CompletionNote() {
  return (
    <p className="key-action__note">
      You have 30 days from claiming a key to submit your content. Late or missing content lowers your completion rate and may lead to
      suspension.
    </p>
  );
}
