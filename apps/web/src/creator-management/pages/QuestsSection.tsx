import { waitedText } from '@lurkit/ui/creator-management/waited.ts';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { timeLeft, usd } from '@lurkit/ui/quest-log/time-left.ts';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import useSWR from 'swr';
import { request } from '../../api/gql-client.ts';
import { PageStatus } from '../../app/PageStatus.tsx';
import { RouterLink } from '../../app/RouterLink.tsx';
import { reportColumn } from '../../reports/pages/report-column.tsx';
import { useReportUser } from '../../reports/pages/use-report-user.tsx';
import { CompanyQuestRunsQuery, type CompanyQuestRunRow } from '../operations/creator-management.operations.ts';

export type QuestsTab = 'offers' | 'active' | 'review' | 'ended';

/**
 * Creator management's Quests section: one tab across every Quest of the company. Offers waiting on
 * the company show how long they have waited (the request SLA); the Quest's own page decides them.
 */
export function QuestsSection({ tab }: { tab: QuestsTab }) {
  const runs = useSWR(['gql:CompanyQuestRuns', tab], () =>
    request(CompanyQuestRunsQuery, { tab, first: 100 }).then((d) => d.companyQuestRuns.edges.map((e) => e.node)),
  );
  const report = useReportUser();
  const now = new Date();
  if (runs.error) return <PageStatus error={runs.error} />;
  return (
    <DataTable<CompanyQuestRunRow>
      caption={`Quests: ${tab}`}
      loading={!runs.data}
      rows={runs.data ?? []}
      getRowId={(run) => run.id}
      rowLabel={(run) => run.creator?.displayName ?? run.creatorId}
      empty={
        <EmptyState title="No quests creators yet" headingLevel={2}>
          Creators taking part in your Quests show here.
        </EmptyState>
      }
      columns={[
        {
          id: 'creator',
          header: 'Creator',
          cell: (run) => (
            <RouterLink href={`/campaigns/quests/${run.questId}/${run.id}`}>{run.creator?.displayName ?? 'Creator'}</RouterLink>
          ),
          sortValue: (run) => run.creator?.displayName ?? '',
        },
        {
          id: 'quest',
          header: 'Quest',
          cell: (run) => (
            <RouterLink href={`/campaigns/quests/${run.questId}/participants/${tab}`}>{run.quest?.name ?? 'Quest'}</RouterLink>
          ),
          sortValue: (run) => run.quest?.name ?? '',
        },
        { id: 'status', header: 'Status', cell: (run) => <StatusBadge kind="questRun" status={run.status as never} /> },
        {
          id: 'offer',
          header: 'Last bid',
          align: 'end',
          cell: (run) => {
            const last = run.bids.at(-1);
            return last ? `${usd(last.amount.cents)} · ${last.contentLengthMinutes} min ${run.contentType}` : '';
          },
          sortValue: (run) => run.bids.at(-1)?.amount.cents ?? 0,
        },
        ...(tab === 'offers'
          ? [
              {
                id: 'waited',
                header: 'Waiting',
                cell: (run: CompanyQuestRunRow) => {
                  const last = run.bids.at(-1);
                  return run.partyToAct === 'COMPANY' && last ? waitedText(last.placedAt, now) : 'On the creator';
                },
                sortValue: (run: CompanyQuestRunRow) => (run.partyToAct === 'COMPANY' ? -Date.parse(run.bids.at(-1)?.placedAt ?? '') : 0),
              },
            ]
          : []),
        {
          id: 'due',
          header: 'Time left',
          cell: (run) =>
            run.dueAt && run.partyToAct ? `${run.partyToAct === 'COMPANY' ? 'You' : 'Creator'}: ${timeLeft(run.dueAt, now)}` : '',
        },
        reportColumn<CompanyQuestRunRow>(report, (run) => ({ id: run.creatorId, name: run.creator?.displayName ?? 'this creator' })),
      ]}
    />
  );
}
