import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type Row,
  type RowData,
} from '@tanstack/react-table';

/** The table features DataTable uses, registered once at module scope (TanStack Table v9 wants them stable). */
export const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowSelectionFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

type Sortable = string | number;

/** Ascending comparison: numbers by value, text in the reader's locale ignoring case and accents ("Åsa" beside "Anna"). */
export function compareValues<T extends RowData>(a: Row<typeof features, T>, b: Row<typeof features, T>, columnId: string): number {
  const x = a.getValue<Sortable>(columnId);
  const y = b.getValue<Sortable>(columnId);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y), undefined, { numeric: true, sensitivity: 'base' });
}
