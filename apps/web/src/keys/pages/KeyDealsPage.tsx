import { automaticDeclineReason } from '@lurkit/ui/key-campaign-shared/automatic-decline.ts';
import { CompletionRate } from '@lurkit/ui/creator-key-deals/CompletionRate.tsx';
import { CreatorKeyDealsList } from '@lurkit/ui/creator-key-deals/CreatorKeyDealsList.tsx';
import { NavMenu } from '@lurkit/ui/nav-menu/NavMenu.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useLocation, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { DEAL_SORTS, dealSortOf, sortDeals, type DealMoments, type DealSort } from '../../shared/deals/deal-sort.ts';
import { PartialErrors } from '../../shared/PartialErrors.tsx';
import { InvitationOffers } from '../../invitations/index.ts';
import { MyKeyDealsQuery, type MyKeyDeal } from '../operations/creator-key-campaigns.operations.ts';
import { MissionDealsList, OpenMissionsList } from '../../missions/index.ts';
import { QuestDealsList } from '../../quests/index.ts';

const TABS = [
  { id: 'active', label: 'Active', href: '/deals/active' },
  { id: 'ended', label: 'Ended', href: '/deals/ended' },
  { id: 'offers', label: 'Offers', href: '/deals/offers' },
] as const;
const ENDED = new Set(['rejected', 'submittedContent']);

/** Spec 2: Deals filter by Keys, Missions and Quests (the address keeps the filter, so it survives reloads and tabs). */
const TYPES = [
  { id: 'quests', label: 'Quests' },
  { id: 'missions', label: 'Missions' },
  { id: 'keys', label: 'Keys' },
] as const;
type DealType = (typeof TYPES)[number]['id'];
const typeOf = (value: string | null): DealType | null => TYPES.find((t) => t.id === value)?.id ?? null;
/** The address of a tab with the type filter and the sort kept (the default sort is left out). */
const withChoices = (href: string, type: DealType | null, sort: DealSort) => {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  if (sort !== 'due') query.set('sort', sort);
  const text = query.toString();
  return text ? `${href}?${text}` : href;
};

/**
 * /deals (/active, /ended, /offers): the creator's Key campaigns with what is due, their completion rate
 * (spec 9), and the invitations waiting for an answer (Offers).
 */
export function KeyDealsPage() {
  const { pathname } = useLocation();
  const tab = tabOf(pathname);
  const [search] = useSearchParams();
  const type = typeOf(search.get('type'));
  const sort = dealSortOf(search.get('sort'));
  const shows = (t: DealType) => type === null || type === t;
  const base = TABS.find((t) => t.id === tab)!.href;
  const deals = useSWR('gql:MyKeyDeals', () => request(MyKeyDealsQuery));
  if (!deals.data) return <PageStatus error={deals.error} />;
  const { myKeyDeals, myCompletionRate } = deals.data;
  return (
    <>
      <h1>Deals</h1>
      <PartialErrors of={deals.data} />
      <CompletionRate
        rate={myCompletionRate.rate}
        onTime={myCompletionRate.onTime}
        late={myCompletionRate.late}
        missing={myCompletionRate.missing}
      />
      <UrlTabs
        label="Deals"
        tabs={TABS.map((t) => ({ ...t, href: withChoices(t.href, type, sort) }))}
        activeId={tab}
        panelId="deals-panel"
      />
      <NavMenu
        label="Deal type"
        items={[
          { label: 'All', href: withChoices(base, null, sort) },
          ...TYPES.map((t) => ({ label: t.label, href: withChoices(base, t.id, sort) })),
        ]}
        currentPath={withChoices(base, type, sort)}
      />
      {tab !== 'offers' && (
        <NavMenu
          label="Sort deals by"
          items={DEAL_SORTS.map((s) => ({ label: s.label, href: withChoices(base, type, s.id) }))}
          currentPath={withChoices(base, type, sort)}
        />
      )}
      <div id="deals-panel" role="tabpanel">
        {shows('quests') && (
          <>
            <h2>Quests</h2>
            <QuestDealsList tab={tab} sort={sort} />
            {tab === 'offers' && <InvitationOffers types={['QUEST']} />}
          </>
        )}
        {shows('missions') && (
          <>
            <h2>Missions</h2>
            {tab === 'offers' ? <InvitationOffers types={['MISSION', 'CREATOR_PROGRAM']} /> : <MissionDealsList tab={tab} sort={sort} />}
            {tab === 'active' && <OpenMissionsList />}
          </>
        )}
        {!shows('keys') ? null : <h2>Keys</h2>}
        {!shows('keys') ? null : tab === 'offers' ? (
          <InvitationOffers types={['KEY']} />
        ) : (
          <CreatorKeyDealsList
            tab={tab}
            now={new Date()}
            campaignHref={(id) => `/campaigns/${id}`}
            deals={sortDeals(
              myKeyDeals.filter((d) => ENDED.has(d.participation.state) === (tab === 'ended')),
              sort,
              keyDealMoments,
            ).map((d) => ({
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
              declineReason: automaticDeclineReason(d.participation.state, d.participation.events),
            }))}
          />
        )}
      </div>
    </>
  );
}

/** A Key deal begins with the request, is due when its content is, and ends with its last event. */
const keyDealMoments = ({ participation: p }: MyKeyDeal): DealMoments => ({
  invitedAt: p.appliedAt,
  dueAt: p.state === 'claimedKey' ? (p.claim?.contentDueAt ?? null) : null,
  endedAt: ENDED.has(p.state) ? (p.events.at(-1)?.at ?? p.submission?.submittedAt ?? null) : null,
});

const tabOf = (pathname: string): 'active' | 'ended' | 'offers' =>
  pathname.endsWith('/ended') ? 'ended' : pathname.endsWith('/offers') ? 'offers' : 'active';
