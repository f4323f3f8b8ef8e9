import { Card } from '@lurkit/ui/card/Card.tsx';
import { CompanyLink } from '@lurkit/ui/company-link/CompanyLink.tsx';
import { formatCount, formatDate } from '@lurkit/ui/format/format.ts';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import type { FeaturedCreator, PublicCreatorProgram, PublicKeyCampaign, PublicQuest } from './operations/explore.operations.ts';

/** The public cards of campaigns, programs and creators: /explore and a company's public page show the same. */
const STATUS = { live: 'active', upcoming: 'upcoming' } as const;
const QUEST_KIND: Record<string, string> = { gamePromotion: 'Game promotion', productPromotion: 'Product promotion' };

const when = (status: 'live' | 'upcoming', start: string | null, end: string | null) =>
  status === 'upcoming' && start ? `Starts ${formatDate(start)}` : end ? `Until ${formatDate(end)}` : 'Open now';

export function KeyCampaignCard({ campaign }: { campaign: PublicKeyCampaign }) {
  return (
    <Card
      title={campaign.name}
      href={`/campaigns/${campaign.id}`}
      eyebrow={<StatusBadge kind="campaign" status={STATUS[campaign.status]} />}
      media={campaign.cover ? <img src={campaign.cover} alt="" loading="lazy" /> : undefined}
    >
      <p>
        {campaign.gameName} by <CompanyLink company={{ id: campaign.companyId, name: campaign.companyName }} />
      </p>
      <p>{[campaign.platforms.join(', '), when(campaign.status, campaign.startDate, campaign.endDate)].filter(Boolean).join(' · ')}</p>
    </Card>
  );
}

export function QuestCard({ quest }: { quest: PublicQuest }) {
  return (
    <Card
      title={quest.name}
      href={`/campaigns/quests/${quest.id}`}
      eyebrow={<StatusBadge kind="campaign" status={STATUS[quest.status]} />}
      media={quest.cover ? <img src={quest.cover} alt="" loading="lazy" /> : undefined}
    >
      <p>
        Paid {QUEST_KIND[quest.kind]?.toLowerCase() ?? 'Quest'} by{' '}
        <CompanyLink company={{ id: quest.companyId, name: quest.companyName }} />
      </p>
      <p>{[quest.platforms.join(', '), when(quest.status, quest.startDate, quest.endDate)].filter(Boolean).join(' · ')}</p>
    </Card>
  );
}

export function ProgramCard({ program }: { program: PublicCreatorProgram }) {
  const text = program.description.length > 160 ? `${program.description.slice(0, 157)}…` : program.description;
  return (
    <Card
      title={program.name}
      href={`/creator-programs/${program.id}`}
      eyebrow={<CompanyLink company={{ id: program.companyId, name: program.companyName }} />}
    >
      <p>{text}</p>
    </Card>
  );
}

export function CreatorCard({ creator }: { creator: FeaturedCreator }) {
  return (
    <Card title={creator.creatorName} href={`/${creator.slug}`} eyebrow={creator.providers.join(' · ') || 'Creator'}>
      <p>{creator.title}</p>
      <p>{formatCount(creator.followers)} followers</p>
    </Card>
  );
}
