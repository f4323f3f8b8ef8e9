import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { formatDateTime } from '../format/format.ts';
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
  /** The kind of activation, in words: "Key campaign", "Quest", "Mission". */
  activationType: string;
  activationName: string;
  /** Spec 3 action-by. */
  by: 'COMPANY' | 'SYSTEM' | 'USER';
}

export interface RunTimelineProps {
  /** Newest first. */
  events: readonly RunTimelineEvent[];
  /** True while the first events load. */
  loading?: boolean;
  /** Why the events could not be loaded. */
  error?: string | undefined;
  /** True when older events are left to show. */
  hasMore?: boolean;
  /** Shows the next, older events. */
  onLoadMore?: () => void;
}

const BY = { COMPANY: 'by your company', SYSTEM: 'automatically', USER: '' } as const;

/** The company home's timeline: what creators did on its Key campaigns, Quests and Missions, newest first. */
export function RunTimeline({ events, loading = false, error, hasMore = false, onLoadMore }: RunTimelineProps) {
  return (
    <section className="run-timeline" aria-labelledby="run-timeline-title">
      <h2 id="run-timeline-title">Timeline</h2>
      {error ? (
        <Alert tone="error">{error}</Alert>
      ) : loading ? (
        <p role="status">Loading the timeline…</p>
      ) : events.length === 0 ? (
        <EmptyState title="Nothing has happened yet" headingLevel={3}>
          Requests, offers, joined missions, submitted content and claimed rewards show here as they happen.
        </EmptyState>
      ) : (
        <ol className="run-timeline__list">
          {events.map((e) => (
            <li key={e.id} className="run-timeline__item">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              <span>
                {e.creatorName} {e.what} on the {e.activationType} <strong>{e.activationName}</strong>
                {BY[e.by] && ` (${BY[e.by]})`}
              </span>
            </li>
          ))}
        </ol>
      )}
      {hasMore && onLoadMore && !error && (
        <Button variant="secondary" onClick={onLoadMore}>
          Show older events
        </Button>
      )}
    </section>
  );
}
