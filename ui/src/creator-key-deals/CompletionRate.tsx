import { useId } from 'react';
import './CreatorKeyDeals.css';

export interface CompletionRateProps {
  /** On-time content over content due, 0 to 1; null before any content was due. */
  rate: number | null;
  /** Content submitted within 30 days of the claim; the breakdown shows only with all three counts. */
  onTime?: number;
  /** Content submitted after its due date. */
  late?: number;
  /** Keys whose content never came and is past due. */
  missing?: number;
  /** "full" explains the figure (creator home, profile); "compact" fits a table cell. */
  variant?: 'full' | 'compact';
  /** Who reads it: "you" on the creator's own pages, "creator" on the company's. */
  subject?: 'you' | 'creator';
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** Spec 9: how often a creator submits Key content on time; late or missing content lowers it. */
export function CompletionRate({ rate, onTime, late, missing, variant = 'full', subject = 'you' }: CompletionRateProps) {
  const id = useId();
  // The company's participants table gets only the rate (KeyParticipantCreator.completionRate).
  const breakdown =
    onTime !== undefined && late !== undefined && missing !== undefined ? `${onTime} on time, ${late} late, ${missing} missing` : null;
  if (variant === 'compact')
    return (
      <span className="completion-rate--compact">
        <span aria-hidden={rate === null || undefined}>{rate === null ? '–' : percent(rate)}</span>
        <span className="visually-hidden">
          {rate === null ? 'No completion rate yet' : ` completion rate${breakdown ? `: ${breakdown}` : ''}`}
        </span>
      </span>
    );
  const whose = subject === 'you' ? 'your' : 'the creator’s';
  return (
    <div className="completion-rate" role="group" aria-labelledby={id}>
      <p className="completion-rate__label" id={id}>
        Completion rate
      </p>
      <p className="completion-rate__value">{rate === null ? 'No rate yet' : percent(rate)}</p>
      {rate !== null && breakdown && <p className="completion-rate__breakdown">{breakdown}</p>}
      <p className="completion-rate__explain">
        {rate === null
          ? `It starts once ${subject === 'you' ? 'your' : 'their'} first Key content is due, 30 days after claiming a key.`
          : `Content is due 30 days after claiming a key. Late or missing content lowers ${whose} completion rate and may lead to suspension.`}
      </p>
    </div>
  );
}
