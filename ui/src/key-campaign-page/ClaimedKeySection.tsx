import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { KeyReveal } from '../key-reveal/KeyReveal.tsx';
import { timeLeft } from '../key-campaign-shared/key-dates.ts';
import { formatDateTime } from '../format/format.ts';
import { CompletionNote, ContentDue } from './ContentDue.tsx';

export interface ClaimedKeySectionProps {
  /** The claim: platform, when, and when content is due. */
  claim: { platform: string; claimedAt: string; contentDueAt: string };
  /** The current time, for the time left. */
  now: Date;
  /** The key once revealed; null shows it masked. */
  revealedKey: string | null;
  /** The key is being fetched. */
  revealing: boolean;
  /** Fetches the key. */
  onRevealKey(): void;
  /** Opens the submit-content modal. */
  onSubmitContent(): void;
  /** Clipboard writer for Copy. */
  copyText?(text: string): Promise<void>;
}

/** A claimed key: the key (masked until revealed), its platform and dates, and "Submit content". */
export function ClaimedKeySection({ claim, now, revealedKey, revealing, onRevealKey, onSubmitContent, copyText }: ClaimedKeySectionProps) {
  const overdue = timeLeft(claim.contentDueAt, now).overdue;
  return (
    <>
      <KeyReveal
        label={`Your ${claim.platform} key`}
        code={revealedKey}
        onReveal={onRevealKey}
        revealing={revealing}
        {...(copyText ? { copyText } : {})}
      />
      <dl className="key-action__facts">
        <div>
          <dt>Platform</dt>
          <dd>{claim.platform}</dd>
        </div>
        <div>
          <dt>Claimed</dt>
          <dd>
            <time dateTime={claim.claimedAt}>{formatDateTime(claim.claimedAt)}</time>
          </dd>
        </div>
      </dl>
      <ContentDue contentDueAt={claim.contentDueAt} now={now} />
      {overdue && (
        <Alert tone="warning" title="Your content is overdue">
          Submit it as soon as you can: late content still counts, but lowers your completion rate.
        </Alert>
      )}
      <Button onClick={onSubmitContent}>Submit content</Button>
      <CompletionNote />
    </>
  );
}
