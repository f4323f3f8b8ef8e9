import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTable, type ColumnDef, type RowData, type RowSelectionState, type SortingState } from '@tanstack/react-table';
import { Button } from '../button/Button.tsx';
import { BulkActionsBar, type BulkAction } from './BulkActionsBar.tsx';
import { Pagination } from './Pagination.tsx';
import { SelectCheckbox } from './SelectCheckbox.tsx';
import { SortHeader } from './SortHeader.tsx';
import { compareValues, features } from './table-features.ts';
import './DataTable.css';

export interface DataColumn<T extends RowData> {
  /** Stable column id. */
  id: string;
  /** Column heading. */
  header: string;
  /** Renders the cell for a row. */
  cell(row: T): ReactNode;
  /** Value to sort by; columns without one cannot be sorted. */
  sortValue?(row: T): string | number;
  /** Numbers read better right-aligned. */
  align?: 'start' | 'end';
}

export interface DataTableProps<T extends RowData> {
  /** Names the table (shown as its caption). */
  caption: string;
  /** The columns, in display order. */
  columns: readonly DataColumn<T>[];
  /** All rows; the table sorts and pages them itself. */
  rows: readonly T[];
  /** Stable id of a row (selection is kept by id across sorting and pages). */
  getRowId(row: T): string;
  /** How a row is named in its checkbox label ("Select Anna"). */
  rowLabel?(row: T): string;
  /** Actions for the selected rows; when given, rows get checkboxes and a bar appears on selection. */
  bulkActions?: readonly BulkAction[];
  /** Called with the action id and the selected row ids. */
  onBulkAction?(actionId: string, rowIds: string[]): void;
  /** Rows per page. */
  pageSize?: number;
  /** Shows the loading row instead of data. */
  loading?: boolean;
  /** What to show when there are no rows (e.g. an EmptyState). */
  empty?: ReactNode;
  /** Sorting when the table first renders. */
  initialSort?: { id: string; desc?: boolean };
  /** Cursor paging: the server holds more rows than `rows` (a connection's hasNextPage). */
  hasMore?: boolean;
  /** Fetches the next server page; its rows are appended to `rows`. */
  onLoadMore?(): void;
  /** True while the next server page loads. */
  loadingMore?: boolean;
}

const NO_DATA: readonly never[] = [];

/** A sortable, selectable, paged table (TanStack Table for the state; the markup and a11y are ours). */
export function DataTable<T extends RowData>({
  caption,
  columns,
  rows,
  getRowId,
  rowLabel,
  bulkActions,
  onBulkAction,
  pageSize = 10,
  loading = false,
  empty = 'Nothing here yet.',
  initialSort,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
}: DataTableProps<T>) {
  const selectable = Boolean(bulkActions?.length);
  const [sorting, setSorting] = useState<SortingState>(initialSort ? [{ id: initialSort.id, desc: initialSort.desc ?? false }] : []);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });
  // The row count when "Load more rows" was pressed: once the server's rows arrive the table turns to
  // the page where they begin, or they would be appended out of sight behind the page shown. Other new
  // rows (another filter) start again at the first page, as TanStack's own reset would.
  const [loadingFrom, setLoadingFrom] = useState<number | null>(null);
  const rowsKey = `${rows.length}|${rows[0] === undefined ? '' : getRowId(rows[0])}`;
  useEffect(() => {
    const arrived = loadingFrom !== null && rows.length > loadingFrom;
    setPagination((current) => {
      const pageIndex = arrived ? Math.floor(loadingFrom / current.pageSize) : 0;
      return current.pageIndex === pageIndex ? current : { ...current, pageIndex };
    });
    if (arrived) setLoadingFrom(null);
    // Only a change of rows moves the page; rowsKey stands for the rows.
  }, [rowsKey]);
  const tableColumns = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, T> => ({
        id: column.id,
        header: column.header,
        accessorFn: column.sortValue ?? (() => ''),
        enableSorting: Boolean(column.sortValue),
        // Every column starts ascending, numbers too (TanStack's default starts numbers descending).
        sortDescFirst: false,
        sortFn: compareValues<T>,
      })),
    [columns],
  );
  const table = useTable({
    features,
    columns: tableColumns,
    data: loading ? NO_DATA : rows,
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection, pagination },
    onSortingChange: (updater) => {
      setSorting(updater);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    // Paging is reset above, by rows and sorting, so that rows loaded on demand can be turned to.
    autoResetPageIndex: false,
    onRowSelectionChange: setRowSelection,
    onPaginationChange: setPagination,
  });
  const selectedIds = table.getSelectedRowIds();
  const pageRows = table.getRowModel().rows;
  const columnCount = columns.length + (selectable ? 1 : 0);
  const nameOf = (row: T) => rowLabel?.(row) ?? getRowId(row);

  return (
    <div className="data-table">
      {selectable && bulkActions && selectedIds.length > 0 && (
        <BulkActionsBar
          count={selectedIds.length}
          actions={bulkActions}
          onAction={(id) => onBulkAction?.(id, selectedIds)}
          onClear={() => table.resetRowSelection(true)}
        />
      )}
      <div className="data-table__scroll">
        <table aria-busy={loading || undefined}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className="data-table__select">
                  <SelectCheckbox
                    label="Select all rows on this page"
                    checked={table.getIsAllPageRowsSelected()}
                    indeterminate={table.getIsSomePageRowsSelected()}
                    disabled={pageRows.length === 0}
                    onChange={() => table.toggleAllPageRowsSelected(!table.getIsAllPageRowsSelected())}
                  />
                </th>
              )}
              {table.getHeaderGroups()[0]?.headers.map((header, index) => (
                <SortHeader
                  key={header.id}
                  column={header.column}
                  label={columns[index]?.header ?? header.id}
                  align={columns[index]?.align}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {loading && (
              <tr>
                <td colSpan={columnCount} className="data-table__message" role="status">
                  Loading…
                </td>
              </tr>
            )}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={columnCount} className="data-table__message">
                  {empty}
                </td>
              </tr>
            )}
            {pageRows.map((row) => (
              <tr key={row.id} aria-selected={selectable ? row.getIsSelected() : undefined}>
                {selectable && (
                  <td className="data-table__select">
                    <SelectCheckbox
                      label={`Select ${nameOf(row.original)}`}
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.id} className={column.align === 'end' ? 'data-table__end' : undefined}>
                    {column.cell(row.original)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        pageIndex={pagination.pageIndex}
        pageCount={table.getPageCount()}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
      />
      {hasMore && onLoadMore && (
        <Button
          variant="secondary"
          loading={loadingMore}
          onClick={() => {
            setLoadingFrom(rows.length);
            onLoadMore();
          }}
        >
          Load more rows
        </Button>
      )}
    </div>
  );
}
