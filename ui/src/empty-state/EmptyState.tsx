import type { ReactNode } from 'react';
import './EmptyState.css';

export interface EmptyStateProps {
  /** Short statement of what is missing, e.g. "No quests yet". */
  title: string;
  /** What it means or what to do next. */
  children?: ReactNode;
  /** The next step: usually one Button or AppLink. */
  action?: ReactNode;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Decorative picture or icon above the title. */
  illustration?: ReactNode;
}

/** What a list or page shows when there is nothing in it yet, with the way forward. */
export function EmptyState({ title, children, action, headingLevel = 2, illustration }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="empty-state">
      {illustration && (
        <div className="empty-state__illustration" aria-hidden="true">
          {illustration}
        </div>
      )}
      <Heading className="empty-state__title">{title}</Heading>
      {children && <div className="empty-state__text">{children}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
