import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { timeLeft } from '@lurkit/ui/quest-log/time-left.ts';
import { formatUsd } from '@lurkit/ui/format/format.ts';
import { QuestRunStatusBadge } from '@lurkit/ui/status-badge/QuestRunStatusBadge.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useMyQuestDeals } from '../../quests/index.ts';
import type { QuestDeal } from '../../quests/index.ts';
import { questsByNextAction } from '../creator-home-lists.ts';
import { CreatorHomeTabs } from './CreatorHomeTabs.tsx';

/** /creator/home/quests: the creator's open Quest deals (offers, active, in review), those waiting on them first. */
export function CreatorHomeQuestsPage() {
  const offers = useMyQuestDeals('offers');
  const active = useMyQuestDeals('active');
  const review = useMyQuestDeals('review');
  const error = offers.error ?? active.error ?? review.error;
  const loaded = offers.data && active.data && review.data;
  const rows = loaded ? questsByNextAction([...offers.data!, ...active.data!, ...review.data!]) : [];
  const yourTurn = rows.filter((d) => d.partyToAct === 'CREATOR').length;
  const now = new Date();
  return (
    <>
      <h1>Your Quests</h1>
      <CreatorHomeTabs active="quests" />
      <div id="creator-home-panel" role="tabpanel">
        {error ? (
          <PageStatus error={error} />
        ) : (
          <>
            {loaded && rows.length > 0 && (
              <p>{yourTurn === 0 ? 'Nothing waits on you; the companies have the next step.' : `${yourTurn} waiting on you.`}</p>
            )}
            <DataTable<QuestDeal>
              caption="Open Quest deals"
              loading={!loaded}
              rows={rows}
              getRowId={(d) => d.id}
              empty={
                <EmptyState title="No open Quest deals" headingLevel={2}>
                  <AppLink href="/campaigns/quests/browse">Browse Quests</AppLink> to make an offer. Ended deals are under{' '}
                  <AppLink href="/deals/ended">Deals</AppLink>.
                </EmptyState>
              }
              columns={[
                {
                  id: 'quest',
                  header: 'Quest',
                  cell: (d) => <RouterLink href={`/campaigns/quests/${d.questId}/${d.id}`}>{d.quest?.name ?? 'Quest'}</RouterLink>,
                },
                { id: 'status', header: 'Status', cell: (d) => <QuestRunStatusBadge status={d.status} payoutStatus={d.payoutStatus} /> },
                {
                  id: 'next',
                  header: 'Next step',
                  cell: (d) =>
                    d.partyToAct === 'CREATOR'
                      ? `Yours${d.dueAt ? `: ${timeLeft(d.dueAt, now)}` : ''}`
                      : d.partyToAct === 'COMPANY'
                        ? `The company's${d.dueAt ? `: ${timeLeft(d.dueAt, now)}` : ''}`
                        : '',
                },
                {
                  id: 'amount',
                  header: 'Deal',
                  align: 'end',
                  cell: (d) => formatUsd(d.agreedAmount?.cents ?? d.bids.at(-1)?.amount.cents ?? 0),
                },
              ]}
            />
          </>
        )}
      </div>
    </>
  );
}
