import type { DataColumn } from '@lurkit/ui/data-table/DataTable.tsx';
import type { RowData } from '@tanstack/react-table';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { VipAccessToggle } from '@lurkit/ui/vip-access/VipAccessToggle.tsx';
import { useState } from 'react';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { setVipAccess, type VipActivationType } from '../operations/creator-lists.operations.ts';

type Grant = { waivesLocationAndLanguage: boolean } | null;

/** What the VIP column reads off a row of a participants or applicants table. */
export interface VipRow {
  readonly rowId: string;
  /** Null when the row has no creator yet (an email invite): no toggle then. */
  readonly creatorId: string | null;
  readonly creatorName: string;
  readonly grant: Grant;
}

/** The toast after a change, saying whether location and language still apply. */
export const vipChangeMessage = (creatorName: string, grant: Grant): string =>
  !grant
    ? `VIP access taken back from ${creatorName}.`
    : grant.waivesLocationAndLanguage
      ? `${creatorName} has VIP access, location and language waived too.`
      : `${creatorName} has VIP access; location and language still apply.`;

/**
 * The VIP column of an activation's participants, applicants or invitations table: the
 * shared toggle with its waiver checkbox, saved at once, the row busy meanwhile, then the table reloaded.
 */
export function useVipColumn<Row extends RowData>(
  activationType: VipActivationType,
  activationId: string,
  vipOf: (row: Row) => VipRow,
  reload: () => Promise<unknown>,
): DataColumn<Row> {
  const toasts = useToasts();
  const [busyIds, setBusyIds] = useState<readonly string[]>([]);
  const change = async (row: VipRow & { creatorId: string }, grant: Grant) => {
    setBusyIds((ids) => [...ids, row.rowId]);
    try {
      await setVipAccess(activationType, activationId, row.creatorId, grant);
      toasts.add({ type: 'success', content: vipChangeMessage(row.creatorName, grant) });
      await reload();
    } catch (error) {
      toasts.add({ type: 'error', content: toFormServerError(error).message });
    } finally {
      setBusyIds((ids) => ids.filter((id) => id !== row.rowId));
    }
  };
  return {
    id: 'vip',
    header: 'VIP',
    cell: (row) => {
      const vip = vipOf(row);
      const { creatorId } = vip;
      if (creatorId === null) return '–';
      return (
        <VipAccessToggle
          creatorName={vip.creatorName}
          grant={vip.grant}
          busy={busyIds.includes(vip.rowId)}
          onChange={(grant) => void change({ ...vip, creatorId }, grant)}
        />
      );
    },
  };
}
