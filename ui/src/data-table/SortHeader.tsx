import type { Column, RowData } from '@tanstack/react-table';
import type { features } from './table-features.ts';

export interface SortHeaderProps<T extends RowData> {
  /** The TanStack column behind the heading. */
  column: Column<typeof features, T>;
  /** Heading text. */
  label: string;
  /** Alignment of the column. */
  align?: 'start' | 'end' | undefined;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '▲', desc: '▼' } as const;

/** A column heading; sortable ones hold a button and tell screen readers the current order (aria-sort). */
export function SortHeader<T extends RowData>({ column, label, align }: SortHeaderProps<T>) {
  const sorted = column.getIsSorted();
  const className = align === 'end' ? 'data-table__end' : undefined;
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    );
  }
  return (
    <th scope="col" className={className} aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <button type="button" className="data-table__sort" onClick={column.getToggleSortingHandler()}>
        {label}
        <span aria-hidden="true" className="data-table__arrow">
          {sorted ? ARROW[sorted] : '↕'}
        </span>
      </button>
    </th>
  );
}
