import { questRunColumns, questRunCreatorColumn } from '../../quests/index.ts';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { reportColumn } from '../../reports/index.ts';
import { useReportUser } from '../../reports/index.ts';
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
  const addToList = useAddToListModal();
  const now = new Date();
  if (runs.error) return <PageStatus error={runs.error} />;
  return (
    <DataTable<CompanyQuestRunRow>
      caption={`Quests: ${tab}`}
      loading={!runs.data}
      rows={runs.data ?? []}
      getRowId={(run) => run.id}
      rowLabel={(run) => run.creator?.displayName ?? run.creatorId}
      bulkActions={[{ id: 'addToList', label: 'Add to list', variant: 'secondary' }]}
      onBulkAction={(_action, ids) =>
        addToList([...new Set((runs.data ?? []).filter((run) => ids.includes(run.id)).map((run) => run.creatorId))])
      }
      empty={
        <EmptyState title="No quests creators yet" headingLevel={2}>
          Creators taking part in your Quests show here.
        </EmptyState>
      }
      columns={[
        questRunCreatorColumn<CompanyQuestRunRow>(),
        {
          id: 'quest',
          header: 'Quest',
          cell: (run) => (
            <RouterLink href={`/campaigns/quests/${run.questId}/participants/${tab}`}>{run.quest?.name ?? 'Quest'}</RouterLink>
          ),
          sortValue: (run) => run.quest?.name ?? '',
        },
        ...questRunColumns<CompanyQuestRunRow>(tab, now),
        reportColumn<CompanyQuestRunRow>(report, (run) => ({ id: run.creatorId, name: run.creator?.displayName ?? 'this creator' })),
      ]}
    />
  );
}
