import { Button } from '@lurkit/ui/button/Button.tsx';
import type { DataColumn } from '@lurkit/ui/data-table/DataTable.tsx';

/** A table column with a Report button per row, for the creator the row is about (opened by useReportUser). */
export function reportColumn<T extends object>(
  report: (userId: string, name: string) => void,
  creatorOf: (row: T) => { id: string; name: string },
): DataColumn<T> {
  return {
    id: 'report',
    header: 'Report',
    cell: (row) => {
      const creator = creatorOf(row);
      return (
        <Button variant="ghost" aria-label={`Report ${creator.name}`} onClick={() => report(creator.id, creator.name)}>
          Report
        </Button>
      );
    },
  };
}
