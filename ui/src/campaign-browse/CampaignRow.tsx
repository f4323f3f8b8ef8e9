import { useId } from 'react';
import type { KeyCampaignSummary } from '../key-campaign-card/KeyCampaignCard.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { CampaignCards, CampaignCardsSkeleton } from './CampaignCards.tsx';

export interface CampaignRowProps {
  /** Section heading, e.g. "Popular". */
  title: string;
  /** The first few campaigns of the section. */
  campaigns: readonly KeyCampaignSummary[];
  /** The page of one campaign. */
  campaignHref(id: string): string;
  /** The section's full list, e.g. "/campaigns/browse/recent"; no "See all" link without it. */
  seeAllHref?: string;
  /** The section is loading. */
  loading?: boolean;
}

/** One overview section (popular, recently added, upcoming) with a "See all" link. */
export function CampaignRow({ title, campaigns, campaignHref, seeAllHref, loading = false }: CampaignRowProps) {
  const id = useId();
  return (
    <section className="campaign-row" aria-labelledby={id}>
      <div className="campaign-row__header">
        <h2 id={id} className="campaign-row__title">
          {title}
        </h2>
        {seeAllHref && (
          <AppLink href={seeAllHref} className="campaign-row__see-all">
            See all<span className="visually-hidden"> {title.toLowerCase()} campaigns</span>
          </AppLink>
        )}
      </div>
      {loading ? (
        <CampaignCardsSkeleton count={3} label={`Loading ${title.toLowerCase()} campaigns…`} />
      ) : campaigns.length === 0 ? (
        <p className="campaign-row__empty">No campaigns here yet.</p>
      ) : (
        <CampaignCards campaigns={campaigns} campaignHref={campaignHref} />
      )}
    </section>
  );
}
