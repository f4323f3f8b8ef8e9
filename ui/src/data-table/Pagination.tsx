import { Button } from '../button/Button.tsx';

export interface PaginationProps {
  /** Zero-based current page. */
  pageIndex: number;
  /** Number of pages. */
  pageCount: number;
  /** Whether there is a previous page. */
  canPrevious: boolean;
  /** Whether there is a next page. */
  canNext: boolean;
  /** Goes one page back. */
  onPrevious(): void;
  /** Goes one page forward. */
  onNext(): void;
}

/** Previous/next paging with "Page n of m"; hidden when everything fits on one page. */
export function Pagination({ pageIndex, pageCount, canPrevious, canNext, onPrevious, onNext }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="data-table__pagination" aria-label="Pagination">
      <Button variant="secondary" onClick={onPrevious} disabled={!canPrevious}>
        Previous
      </Button>
      <p aria-live="polite">
        Page {pageIndex + 1} of {pageCount}
      </p>
      <Button variant="secondary" onClick={onNext} disabled={!canNext}>
        Next
      </Button>
    </nav>
  );
}
