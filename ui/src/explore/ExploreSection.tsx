import { useId, type ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import './ExploreSection.css';

export interface ExploreSectionProps {
  title: string;
  /** One line under the title saying what the list holds. */
  description: string;
  /** The cards (each a <Card>), in order. */
  items: readonly { key: string; card: ReactNode }[];
  loading?: boolean;
  /** The list could not be read. */
  error?: string;
  /** Shown when the list is empty. */
  emptyTitle: string;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?(): void;
}

/** One list of /explore (Key campaigns, Quests, programs, creators): a card grid paged with "Load more". */
export function ExploreSection({
  title,
  description,
  items,
  loading = false,
  error,
  emptyTitle,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
}: ExploreSectionProps) {
  const id = useId();
  return (
    <section className="explore-section" aria-labelledby={id}>
      <h2 id={id} className="explore-section__title">
        {title}
      </h2>
      <p className="explore-section__description">{description}</p>
      {loading ? (
        <p aria-busy="true">Loading…</p>
      ) : error ? (
        <p role="alert">{error}</p>
      ) : items.length === 0 ? (
        <EmptyState title={emptyTitle} headingLevel={3} />
      ) : (
        <ul className="explore-section__grid">
          {items.map((item) => (
            <li key={item.key}>{item.card}</li>
          ))}
        </ul>
      )}
      {hasMore && !loading && (
        <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
          Load more {title.toLowerCase()}
        </Button>
      )}
    </section>
  );
}
