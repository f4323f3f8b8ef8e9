import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { KeyReveal } from '../key-reveal/KeyReveal.tsx';
import { formatStockholmDateTime, timeLeft } from '../key-campaign-shared/key-dates.ts';
import { CompletionNote, ContentDue } from './ContentDue.tsx';

export interface ClaimedKeySectionProps {
  claim: { platform: string; claimedAt: string; contentDueAt: string };
  now: Date;
  revealedKey: string | null;
  revealing: boolean;
  onRevealKey(): void;
  onSubmitContent(): void;
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
            <time dateTime={claim.claimedAt}>{formatStockholmDateTime(claim.claimedAt)}</time>
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
