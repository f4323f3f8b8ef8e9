import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { timeLeft } from '@lurkit/ui/quest-log/time-left.ts';
import { formatDate, formatUsd } from '@lurkit/ui/format/format.ts';
import { QuestRunStatusBadge } from '@lurkit/ui/status-badge/QuestRunStatusBadge.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { sortDeals, type DealSort } from '../../shared/deals/deal-sort.ts';
import { useMyQuestDeals } from '../hooks/use-quests.ts';
import type { QuestDeal } from '../operations/creator-quests.operations.ts';

/**
 * The Quests of one /deals tab: offers (bidding), active (incl. review), ended; in the chosen sort
 * (next action due by default). A deal begins with its offer and ends at its last change.
 */
export function QuestDealsList({ tab, sort = 'due' }: { tab: 'offers' | 'active' | 'ended'; sort?: DealSort }) {
  const main = useMyQuestDeals(tab);
  const review = useMyQuestDeals('review');
  const rows = sortDeals([...(main.data ?? []), ...(tab === 'active' ? (review.data ?? []) : [])], sort, (d) => ({
    invitedAt: d.createdAt,
    dueAt: d.dueAt,
    endedAt: tab === 'ended' ? d.updatedAt : null,
  }));
  const now = new Date();
  return (
    <DataTable<QuestDeal>
      caption="Quests"
      loading={!main.data}
      rows={rows}
      getRowId={(d) => d.id}
      empty={<EmptyState title="No Quests here" headingLevel={3} />}
      columns={[
        {
          id: 'quest',
          header: 'Quest',
          cell: (d) => <RouterLink href={`/campaigns/quests/${d.questId}/${d.id}`}>{d.quest?.name ?? 'Quest'}</RouterLink>,
        },
        { id: 'status', header: 'Status', cell: (d) => <QuestRunStatusBadge status={d.status} payoutStatus={d.payoutStatus} /> },
        { id: 'amount', header: 'Deal', align: 'end', cell: (d) => formatUsd(d.agreedAmount?.cents ?? d.bids.at(-1)?.amount.cents ?? 0) },
        {
          id: 'due',
          header: 'Next action due',
          cell: (d) => (d.dueAt ? `${d.partyToAct === 'CREATOR' ? 'You' : 'Company'}: ${timeLeft(d.dueAt, now)}` : ''),
          sortValue: (d) => (d.dueAt ? new Date(d.dueAt).getTime() : Number.MAX_SAFE_INTEGER),
        },
        {
          id: 'changed',
          header: 'Last change',
          cell: (d) => formatDate(d.updatedAt),
          sortValue: (d) => d.updatedAt,
        },
        // A completed deal shows the badges the company gave (spec 3: a Quest run has badges).
        ...(tab === 'ended' ? [{ id: 'badges', header: 'Badges', cell: (d: QuestDeal) => d.badges.map((b) => b.label).join(', ') }] : []),
      ]}
    />
  );
}
