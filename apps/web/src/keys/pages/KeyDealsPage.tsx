import { CompletionRate } from '@lurkit/ui/creator-key-deals/CompletionRate.tsx';
import { CreatorKeyDealsList } from '@lurkit/ui/creator-key-deals/CreatorKeyDealsList.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useLocation } from 'react-router';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { InvitationOffers } from '../../invitations/index.ts';
import { MyKeyDealsQuery } from '../operations/creator-key-campaigns.operations.ts';
import { QuestDealsList } from '../../quests/index.ts';

const TABS = [
  { id: 'active', label: 'Active', href: '/deals/active' },
  { id: 'ended', label: 'Ended', href: '/deals/ended' },
  { id: 'offers', label: 'Offers', href: '/deals/offers' },
] as const;
const ENDED = new Set(['rejected', 'submittedContent']);

/**
 * /deals (/active, /ended, /offers): the creator's Key campaigns with what is due, their completion rate
 * (spec 9), and the invitations waiting for an answer (Offers).
 */
export function KeyDealsPage() {
  const tab = tabOf(useLocation().pathname);
  const deals = useSWR('gql:MyKeyDeals', () => request(MyKeyDealsQuery));
  if (!deals.data) return <PageStatus error={deals.error} />;
  const { myKeyDeals, myCompletionRate } = deals.data;
  return (
    <>
      <h1>Deals</h1>
      <CompletionRate
        rate={myCompletionRate.rate}
        onTime={myCompletionRate.onTime}
        late={myCompletionRate.late}
        missing={myCompletionRate.missing}
      />
      <UrlTabs label="Deals" tabs={TABS} activeId={tab} panelId="deals-panel" />
      <div id="deals-panel" role="tabpanel">
        <h2>Quests</h2>
        <QuestDealsList tab={tab} />
        <h2>Keys</h2>
        {tab === 'offers' ? (
          <InvitationOffers />
        ) : (
          <CreatorKeyDealsList
            tab={tab}
            now={new Date()}
            campaignHref={(id) => `/campaigns/${id}`}
            deals={myKeyDeals
              .filter((d) => ENDED.has(d.participation.state) === (tab === 'ended'))
              .map((d) => ({
                id: d.participation.id,
                campaign: {
                  id: d.campaign.id,
                  name: d.campaign.name,
                  gameName: d.campaign.game.name || d.campaign.name,
                  imageUrl: d.campaign.game.media[0] ?? null,
                },
                state: d.participation.state,
                appliedAt: d.participation.appliedAt,
                claim: d.participation.claim,
                submission: d.participation.submission,
              }))}
          />
        )}
      </div>
    </>
  );
}

const tabOf = (pathname: string): 'active' | 'ended' | 'offers' =>
  pathname.endsWith('/ended') ? 'ended' : pathname.endsWith('/offers') ? 'offers' : 'active';
