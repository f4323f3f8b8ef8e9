import { AppLink } from '../link/LinkProvider.tsx';
import { formatCount } from '../format/format.ts';

export interface Shortfall {
  /** What is measured, e.g. "Twitch followers". */
  label: string;
  /** What the campaign asks for. */
  required: number;
  /** What the creator has; null when it is not known (channel not connected, or no data yet). */
  actual: number | null;
}

export interface EligibilityShortfallsProps {
  /** The channel sizes the creator misses; nothing renders when empty. */
  shortfalls: readonly Shortfall[];
}

const count = formatCount;

/** The eligibility self-check: each requirement missed, what it asks, what the creator has and how far off. */
export function EligibilityShortfalls({ shortfalls }: EligibilityShortfallsProps) {
  if (shortfalls.length === 0) return null;
  return (
    <section className="eligibility-shortfalls" aria-labelledby="eligibility-shortfalls-title">
      <h3 id="eligibility-shortfalls-title">What you still need (any one)</h3>
      <ul>
        {shortfalls.map((s) => (
          <li key={s.label}>
            {s.actual === null ? (
              <>
                {s.label}: needs {count(s.required)}, and we have no figure for you yet.{' '}
                <AppLink href="/user/settings/connections">Connect the channel</AppLink> (new connections may take up to 24 hours).
              </>
            ) : (
              `${s.label}: needs ${count(s.required)}, you have ${count(s.actual)} (${count(s.required - s.actual)} to go).`
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
