import { Card } from '@lurkit/ui/card/Card.tsx';
import { formatStockholmDate } from '@lurkit/ui/date-time-picker/format-stockholm.ts';
import { ExploreSection } from '@lurkit/ui/explore/ExploreSection.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { toFormServerError } from '../../forms/to-form-server-error.ts';
import { useSession } from '../../session/use-session.ts';
import { useFeaturedCreators, usePublicCreatorPrograms, usePublicKeyCampaigns, usePublicQuests } from '../hooks/use-explore.ts';
import type { FeaturedCreator, PublicCreatorProgram, PublicKeyCampaign, PublicQuest } from '../operations/explore.operations.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import './ExplorePage.css';

const count = new Intl.NumberFormat('en-US');
const STATUS = { live: 'active', upcoming: 'upcoming' } as const;
const QUEST_KIND: Record<string, string> = { gamePromotion: 'Game promotion', productPromotion: 'Product promotion' };

const when = (status: 'live' | 'upcoming', start: string | null, end: string | null) =>
  status === 'upcoming' && start ? `Starts ${formatStockholmDate(start)}` : end ? `Until ${formatStockholmDate(end)}` : 'Open now';

function KeyCampaignCard({ campaign }: { campaign: PublicKeyCampaign }) {
  return (
    <Card
      title={campaign.name}
      href={`/campaigns/${campaign.id}`}
      eyebrow={<StatusBadge kind="campaign" status={STATUS[campaign.status]} />}
      media={campaign.cover ? <img src={campaign.cover} alt="" loading="lazy" /> : undefined}
    >
      <p>
        {campaign.gameName} by {campaign.companyName}
      </p>
      <p>{[campaign.platforms.join(', '), when(campaign.status, campaign.startDate, campaign.endDate)].filter(Boolean).join(' · ')}</p>
    </Card>
  );
}

function QuestCard({ quest }: { quest: PublicQuest }) {
  return (
    <Card
      title={quest.name}
      href={`/campaigns/quests/${quest.id}`}
      eyebrow={<StatusBadge kind="campaign" status={STATUS[quest.status]} />}
      media={quest.cover ? <img src={quest.cover} alt="" loading="lazy" /> : undefined}
    >
      <p>
        Paid {QUEST_KIND[quest.kind]?.toLowerCase() ?? 'Quest'} by {quest.companyName}
      </p>
      <p>{[quest.platforms.join(', '), when(quest.status, quest.startDate, quest.endDate)].filter(Boolean).join(' · ')}</p>
    </Card>
  );
}

function ProgramCard({ program }: { program: PublicCreatorProgram }) {
  const text = program.description.length > 160 ? `${program.description.slice(0, 157)}…` : program.description;
  return (
    <Card title={program.name} href={`/creator-programs/${program.id}`} eyebrow={program.companyName}>
      <p>{text}</p>
    </Card>
  );
}

function CreatorCard({ creator }: { creator: FeaturedCreator }) {
  return (
    <Card title={creator.creatorName} href={`/${creator.slug}`} eyebrow={creator.providers.join(' · ') || 'Creator'}>
      <p>{creator.title}</p>
      <p>{count.format(creator.followers)} followers</p>
    </Card>
  );
}

const errorOf = (error: unknown) => (error ? toFormServerError(error).message : undefined);

/** /explore (spec section 2): live and upcoming public campaigns, Quests and programs, and creators' pages; for anyone. */
export function ExplorePage() {
  useDocumentTitle('Explore');
  const session = useSession();
  const keys = usePublicKeyCampaigns();
  const quests = usePublicQuests();
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
      <ExploreSection
        title="Quests"
        description="Paid sponsorships open to bids."
        emptyTitle="No Quests open right now"
        items={quests.nodes.map((q) => ({ key: q.id, card: <QuestCard quest={q} /> }))}
        {...paging(quests)}
      />
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
