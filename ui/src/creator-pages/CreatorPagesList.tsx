import { MAX_CREATOR_PAGES } from '@lurkit/core/creator-pages/domain/creator-page.schema.ts';
import { useState } from 'react';
import { Button } from '../button/Button.tsx';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import type { CreatorPageRow } from './creator-page.types.ts';
import '../button/Button.css';
import './CreatorPages.css';

export interface CreatorPagesListProps {
  /** The creator's pages, oldest first. */
  pages: readonly CreatorPageRow[];
  /** Pages being deleted: their Delete button shows busy. */
  busyIds?: readonly string[];
  /** Called once the person confirmed deleting the page. */
  onDelete(id: string): void | Promise<void>;
}

/** The creator's pages with their addresses, each to view, edit or delete; says how many of six are used. */
export function CreatorPagesList({ pages, busyIds = [], onDelete }: CreatorPagesListProps) {
  const [deleting, setDeleting] = useState<CreatorPageRow | null>(null);
  if (pages.length === 0)
    return (
      <EmptyState title="No creator pages yet" headingLevel={2}>
        A creator page is your public profile at your own address, with your channels and completion rate. Create one below.
      </EmptyState>
    );
  return (
    <section className="creator-pages" aria-labelledby="creator-pages-heading">
      <h2 id="creator-pages-heading">
        Your pages{' '}
        <span className="creator-pages__count">
          ({pages.length} of {MAX_CREATOR_PAGES})
        </span>
      </h2>
      <ul className="creator-pages__list">
        {pages.map((page) => (
          <li key={page.id} className="creator-pages__item">
            <div className="creator-pages__summary">
              <AppLink href={`/${page.slug}`} className="creator-pages__title">
                {page.title}
              </AppLink>
              <span className="creator-pages__address">/{page.slug}</span>
            </div>
            <div className="creator-pages__buttons">
              <AppLink href={`/${page.slug}/edit`} className="button button--secondary">
                Edit <span className="visually-hidden">{page.title}</span>
              </AppLink>
              <Button variant="danger" loading={busyIds.includes(page.id)} onClick={() => setDeleting(page)}>
                Delete <span className="visually-hidden">{page.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.title ?? ''}”?`}
        confirmLabel="Delete page"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const page = deleting;
          setDeleting(null);
          if (page) void onDelete(page.id);
        }}
      >
        <p>Its address /{deleting?.slug} stops working and anyone can take the name.</p>
      </ConfirmDialog>
    </section>
  );
}
