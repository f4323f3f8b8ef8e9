import { ExploreSection } from '@lurkit/ui/explore/ExploreSection.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { useFeaturedCreators, usePublicCreatorPrograms, usePublicKeyCampaigns, usePublicQuests } from '../hooks/use-explore.ts';
import { CreatorCard, KeyCampaignCard, ProgramCard, QuestCard } from '../explore-cards.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import './ExplorePage.css';

const errorOf = (error: unknown) => (error ? toFormServerError(error).message : undefined);

/** /explore (spec section 2): live and upcoming public campaigns and programs, and creators' pages, for anyone; Quests for creators. */
export function ExplorePage() {
  useDocumentTitle('Explore');
  const session = useSession();
  const keys = usePublicKeyCampaigns();
  // Spec 6: only verified, signed-in creators find Quests; the others see the other lists.
  const findsQuests = session.status === 'authenticated' && session.user.userType === 'Creator';
  const quests = usePublicQuests(findsQuests);
  const programs = usePublicCreatorPrograms();
  const creators = useFeaturedCreators();
  const paging = (list: typeof keys | typeof quests | typeof programs | typeof creators) => ({
    loading: !list.data && !list.error,
    error: errorOf(list.error),
    hasMore: list.hasMore,
    loadingMore: list.isValidating && Boolean(list.data),
    onLoadMore: () => void list.loadMore(),
  });
  return (
    <div className="explore-page">
      <header className="explore-page__intro">
        <h1>Explore Lurkit</h1>
        <p>What game companies offer creators right now: free keys, paid Quests and Creator Programs, and the creators on Lurkit.</p>
        {session.status === 'unauthenticated' && (
          <p>
            <AppLink href="/register/creator">Join as a creator</AppLink> to request keys and bid on Quests, or{' '}
            <AppLink href="/register/company">register your company</AppLink> to run your own.
          </p>
        )}
      </header>
      <ExploreSection
        title="Key campaigns"
        description="Free game keys for creators, live now or starting soon."
        emptyTitle="No Key campaigns right now"
        items={keys.nodes.map((c) => ({ key: c.id, card: <KeyCampaignCard campaign={c} /> }))}
        {...paging(keys)}
      />
      {findsQuests && (
        <ExploreSection
          title="Quests"
          description="Paid sponsorships open to bids."
          emptyTitle="No Quests open right now"
          items={quests.nodes.map((q) => ({ key: q.id, card: <QuestCard quest={q} /> }))}
          {...paging(quests)}
        />
      )}
      <ExploreSection
        title="Creator Programs"
        description="Communities studios run for their creators, with Missions and perks."
        emptyTitle="No Creator Programs yet"
        items={programs.nodes.map((p) => ({ key: p.id, card: <ProgramCard program={p} /> }))}
        {...paging(programs)}
      />
      <ExploreSection
        title="Creators"
        description="Creators' public pages, biggest audience first."
        emptyTitle="No creator pages yet"
        items={creators.nodes.map((c) => ({ key: c.slug, card: <CreatorCard creator={c} /> }))}
        {...paging(creators)}
      />
    </div>
  );
}
