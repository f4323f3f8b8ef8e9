import { formatStockholmTime } from '../company-members/format-date.ts';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import './RunTimeline.css';

/** One thing that happened to a creator on an activation (spec 4's run events). */
export interface RunTimelineEvent {
  id: string;
  /** ISO timestamp. */
  at: string;
  creatorName: string;
  /** What happened, in words: "claimed a key". */
  what: string;
  activationName: string;
  /** Spec 3 action-by. */
  by: 'COMPANY' | 'SYSTEM' | 'USER';
}

export interface RunTimelineProps {
  /** Newest first. */
  events: readonly RunTimelineEvent[];
  /** True while the events load. */
  loading?: boolean;
}

const BY = { COMPANY: 'by your company', SYSTEM: 'automatically', USER: '' } as const;

/** The company home's timeline: what creators did on its activations, newest first. */
export function RunTimeline({ events, loading = false }: RunTimelineProps) {
  return (
    <section className="run-timeline" aria-labelledby="run-timeline-title">
      <h2 id="run-timeline-title">Timeline</h2>
      {loading ? (
        <p role="status">Loading the timeline…</p>
      ) : events.length === 0 ? (
        <EmptyState title="Nothing has happened yet" headingLevel={3}>
          Requests, accepted creators, claimed keys and submitted content show here as they happen.
        </EmptyState>
      ) : (
        <ol className="run-timeline__list">
          {events.map((e) => (
            <li key={e.id} className="run-timeline__item">
              <time dateTime={e.at}>{formatStockholmTime(e.at)}</time>
              <span>
                {e.creatorName} {e.what} on {e.activationName}
                {BY[e.by] && ` (${BY[e.by]})`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
