import { CreateActivationChooser } from '@lurkit/ui/create-activation/CreateActivationChooser.tsx';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { formatStockholmDateTime } from '@lurkit/ui/date-time-picker/format-stockholm.ts';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { useNavigate } from 'react-router';
import { PageStatus } from '../../app/PageStatus.tsx';
import { RouterLink } from '../../app/RouterLink.tsx';
import { useCompanyQuests } from '../hooks/use-quests.ts';

type Row = NonNullable<ReturnType<typeof useCompanyQuests>['data']>[number];

/** /company/activations/quests: the company's Quests, and the create-activation wizard's paid choices. */
export function CompanyQuestsPage() {
  const quests = useCompanyQuests();
  const navigate = useNavigate();
  if (!quests.data) return <PageStatus error={quests.error} />;
  return (
    <>
      <h1>Quests</h1>
      <p>
        <RouterLink href="/company/cart">Cart</RouterLink>
      </p>
      <section aria-labelledby="create-quest-heading">
        <h2 id="create-quest-heading">Create an activation</h2>
        <CreateActivationChooser
          available={['gameQuest', 'productQuest', 'keyCampaign', 'preLaunch']}
          unavailableReasons={{ mission: 'Missions come with Creator Programs.' }}
          onChoose={(choice) =>
            void navigate(
              choice === 'gameQuest'
                ? '/company/quests/create?kind=gamePromotion'
                : choice === 'productQuest'
                  ? '/company/quests/create?kind=productPromotion'
                  : '/company/activations/keys',
            )
          }
        />
      </section>
      <DataTable<Row>
        caption="Your Quests"
        rows={quests.data}
        getRowId={(q) => q.id}
        empty={
          <EmptyState title="No Quests yet">
            Create one above: creators bid, you accept, pay, review their content and they are paid.
          </EmptyState>
        }
        columns={[
          {
            id: 'name',
            header: 'Quest',
            cell: (q) => <RouterLink href={`/campaigns/quests/${q.id}`}>{q.name}</RouterLink>,
            sortValue: (q) => q.name,
          },
          { id: 'status', header: 'Status', cell: (q) => <StatusBadge kind="campaign" status={q.status as never} /> },
          { id: 'kind', header: 'Kind', cell: (q) => (q.kind === 'gamePromotion' ? 'Game promotion' : 'Product promotion') },
          { id: 'end', header: 'Ends', cell: (q) => formatStockholmDateTime(q.endDate), sortValue: (q) => q.endDate },
        ]}
      />
    </>
  );
}
