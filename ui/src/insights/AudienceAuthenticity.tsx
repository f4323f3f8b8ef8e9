import { Badge } from '../status-badge/StatusBadge.tsx';
import type { BadgeLook } from '../status-badge/status-labels.ts';
import './insights.css';

export type AuthenticityLevel = 'LIKELY_GENUINE' | 'CHECK' | 'DOUBTFUL';

export interface AudienceAuthenticityProps {
  /** 0 to 100; null when the period holds too little to judge. */
  score: number | null;
  level: AuthenticityLevel | null;
  /** Why, each with its figures. */
  signals: readonly { code: string; message: string }[];
  /** The period judged, e.g. "Last 30 days". */
  caption: string;
}

const LOOKS: Record<AuthenticityLevel, BadgeLook> = {
  LIKELY_GENUINE: { label: 'Likely genuine', tone: 'success' },
  CHECK: { label: 'Worth a closer look', tone: 'warning' },
  DOUBTFUL: { label: 'Doubtful', tone: 'danger' },
};

/** What a creator card or table row carries; null when the viewer is not a company (authenticity vets creators for companies). */
export type AuthenticityView = Pick<AudienceAuthenticityProps, 'score' | 'level' | 'signals'> | null;

export interface AuthenticityBadgeProps extends Pick<AudienceAuthenticityProps, 'score' | 'level'> {
  /** The reasons: given, a flagged score opens onto them; left out, the badge stands alone (a ranking's column). */
  signals?: AudienceAuthenticityProps['signals'];
  /** Whose audience, for the reasons' accessible name. */
  creatorName?: string;
}

/**
 * The score and level in one badge, for a creator's card or row; with signals, a flagged score opens
 * onto its reasons in words (a clean one has none to show). Too little data says so.
 */
export function AuthenticityBadge({ score, level, signals, creatorName }: AuthenticityBadgeProps) {
  if (score === null || level === null) return <span className="authenticity-badge--none">Too little data</span>;
  const look = LOOKS[level];
  const badge = <Badge look={{ ...look, label: `${score} · ${look.label}` }} />;
  if (!signals || signals.length === 0) return badge;
  return (
    <details className="authenticity-badge">
      <summary>
        {badge}{' '}
        <span className="authenticity-badge__why">
          Why<span className="visually-hidden">: audience authenticity{creatorName ? ` of ${creatorName}` : ''}</span>
        </span>
      </summary>
      <ul aria-label={`Authenticity reasons${creatorName ? ` for ${creatorName}` : ''}`}>
        {signals.map((signal) => (
          <li key={signal.code}>{signal.message}</li>
        ))}
      </ul>
    </details>
  );
}

/** Audience authenticity: the score, its level, and the signals behind it in words. */
export function AudienceAuthenticity({ score, level, signals, caption }: AudienceAuthenticityProps) {
  return (
    <section className="audience-authenticity" aria-labelledby="audience-authenticity-heading">
      <h2 id="audience-authenticity-heading">Audience authenticity</h2>
      {score === null || level === null ? (
        <p>Not enough statistics to judge ({caption}).</p>
      ) : (
        <>
          <p className="audience-authenticity__score">
            <strong>{score}</strong>/100 <Badge look={LOOKS[level]} />
            <span className="audience-authenticity__caption">{caption}</span>
          </p>
          {signals.length === 0 ? (
            <p>Viewers, followers and viewer peaks look like an ordinary audience.</p>
          ) : (
            <ul aria-label="Signals">
              {signals.map((signal) => (
                <li key={signal.code}>{signal.message}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
