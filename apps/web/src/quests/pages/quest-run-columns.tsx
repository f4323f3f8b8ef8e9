import { waitedText } from '@lurkit/ui/creator-management/waited.ts';
import type { DataColumn } from '@lurkit/ui/data-table/DataTable.tsx';
import { AuthenticityBadge } from '@lurkit/ui/insights/AudienceAuthenticity.tsx';
import { timeLeft } from '@lurkit/ui/quest-log/time-left.ts';
import { formatUsd } from '@lurkit/ui/format/format.ts';
import { QuestRunStatusBadge } from '@lurkit/ui/status-badge/QuestRunStatusBadge.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import type { QuestRunRow } from '../operations/company-quests.operations.ts';

/** What the columns read of a run: the fields every company list of runs selects. */
type ListedRun = Pick<
  QuestRunRow,
  'id' | 'questId' | 'creator' | 'status' | 'payoutStatus' | 'bids' | 'contentType' | 'partyToAct' | 'dueAt'
>;

/** The creator, linked to the run's quest log, with their audience authenticity. */
export const questRunCreatorColumn = <T extends ListedRun>(): DataColumn<T> => ({
  id: 'creator',
  header: 'Creator',
  cell: (run) => (
    <>
      <RouterLink href={`/campaigns/quests/${run.questId}/${run.id}`}>{run.creator?.displayName ?? 'Creator'}</RouterLink>
      {run.creator?.authenticity && (
        <div>
          <AuthenticityBadge {...run.creator.authenticity} creatorName={run.creator.displayName} />
        </div>
      )}
    </>
  ),
  sortValue: (run) => run.creator?.displayName ?? '',
});

/**
 * A Quest run's status, last bid and time left, wherever the company lists runs (a Quest's
 * participants, creator management); on the offers tab also how long each offer has waited for the
 * company's answer (the request SLA).
 */
export function questRunColumns<T extends ListedRun>(tab: string, now: Date): DataColumn<T>[] {
  return [
    { id: 'status', header: 'Status', cell: (run) => <QuestRunStatusBadge status={run.status} payoutStatus={run.payoutStatus} /> },
    {
      id: 'offer',
      header: 'Last bid',
      align: 'end',
      cell: (run) => {
        const last = run.bids.at(-1);
        return last ? `${formatUsd(last.amount.cents)} · ${last.contentLengthMinutes} min ${run.contentType}` : '';
      },
      sortValue: (run) => run.bids.at(-1)?.amount.cents ?? 0,
    },
    ...(tab === 'offers'
      ? [
          {
            id: 'waited',
            header: 'Waiting',
            cell: (run: T) => {
              const last = run.bids.at(-1);
              return run.partyToAct === 'COMPANY' && last ? waitedText(last.placedAt, now) : 'On the creator';
            },
            sortValue: (run: T) => (run.partyToAct === 'COMPANY' ? -Date.parse(run.bids.at(-1)?.placedAt ?? '') : 0),
          },
        ]
      : []),
    {
      id: 'due',
      header: 'Time left',
      cell: (run) =>
        run.dueAt && run.partyToAct ? `${run.partyToAct === 'COMPANY' ? 'You' : 'Creator'}: ${timeLeft(run.dueAt, now)}` : '',
    },
  ];
}
