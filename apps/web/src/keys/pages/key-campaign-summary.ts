import type { KeyCampaignSummary } from '@lurkit/ui/key-campaign-card/KeyCampaignCard.tsx';
import type { BrowseKeyCampaignsPage } from '../operations/creator-key-campaigns.operations.ts';

type Node = BrowseKeyCampaignsPage['edges'][number]['node'];
/** A browsed Key campaign as its card shows it (browse pages and a topic's campaigns). */
export const keyCampaignSummaryOf = (c: Node): KeyCampaignSummary => ({
  id: c.id,
  name: c.name,
  gameName: c.game.name || c.name,
  headerImageUrl: c.game.media[0] ?? null,
  genres: c.game.genres,
  platforms: c.platforms,
  category: (c.category as KeyCampaignSummary['category']) ?? null,
  startDate: c.startDate,
  endDate: c.endDate,
  status: c.status === 'upcoming' ? 'upcoming' : 'active',
  company: { id: c.company.id, name: c.company.name },
  keysLeft: c.keyStock.map((k) => ({ platform: k.platform, available: k.available, offered: k.offered, availability: k.availability })),
  eligible: null,
  myState: c.myParticipation?.state ?? null,
});
