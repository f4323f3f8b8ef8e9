import {
  ANALYTICS_FIGURE_LABELS,
  ANALYTICS_PERIOD_LABELS,
  MAX_ANALYTICS_PAGES,
  type AnalyticsFigure,
  type AnalyticsPeriod,
} from '@lurkit/core/creator-pages/domain/analytics-page.schema.ts';
import { useState } from 'react';
import { Button } from '../button/Button.tsx';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import './CreatorPages.css';

export interface AnalyticsPageRow {
  id: string;
  name: string;
  period: string;
  figures: readonly string[];
}

export interface AnalyticsPagesListProps {
  /** The creator's analytics pages, oldest first. */
  pages: readonly AnalyticsPageRow[];
  /** Pages being deleted: their Delete button shows busy. */
  busyIds?: readonly string[];
  /** Called once the person confirmed deleting the page. */
  onDelete(id: string): void | Promise<void>;
}

export const periodLabel = (period: string) => ANALYTICS_PERIOD_LABELS[period as AnalyticsPeriod] ?? period;
export const figureLabel = (figure: string) => ANALYTICS_FIGURE_LABELS[figure as AnalyticsFigure] ?? figure;

/** The creator's analytics pages, each to open or delete; says how many of six are used. */
export function AnalyticsPagesList({ pages, busyIds = [], onDelete }: AnalyticsPagesListProps) {
  const [deleting, setDeleting] = useState<AnalyticsPageRow | null>(null);
  if (pages.length === 0)
    return (
      <EmptyState title="No analytics pages yet" headingLevel={2}>
        An analytics page keeps the figures you look at, over the period you choose, one click away. Create one below.
      </EmptyState>
    );
  return (
    <section className="creator-pages" aria-labelledby="analytics-pages-heading">
      <h2 id="analytics-pages-heading">
        Your analytics pages{' '}
        <span className="creator-pages__count">
          ({pages.length} of {MAX_ANALYTICS_PAGES})
        </span>
      </h2>
      <ul className="creator-pages__list">
        {pages.map((page) => (
          <li key={page.id} className="creator-pages__item">
            <div className="creator-pages__summary">
              <AppLink href={`/user/analytics-pages/${page.id}`} className="creator-pages__title">
                {page.name}
              </AppLink>
              <span className="creator-pages__address">
                {periodLabel(page.period)}: {page.figures.map(figureLabel).join(', ')}
              </span>
            </div>
            <div className="creator-pages__buttons">
              <Button variant="danger" loading={busyIds.includes(page.id)} onClick={() => setDeleting(page)}>
                Delete <span className="visually-hidden">{page.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete page"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const page = deleting;
          setDeleting(null);
          if (page) void onDelete(page.id);
        }}
      >
        <p>Only the page goes; your figures stay.</p>
      </ConfirmDialog>
    </section>
  );
}
