import { KeyCampaignCard, type KeyCampaignSummary } from '../key-campaign-card/KeyCampaignCard.tsx';
import './CampaignBrowse.css';

export interface CampaignCardsProps {
  /** The campaigns, in display order. */
  campaigns: readonly KeyCampaignSummary[];
  /** The page of one campaign, e.g. (id) => `/campaigns/${id}`. */
  campaignHref(id: string): string;
  /** Heading level of the cards' titles. */
  headingLevel?: 2 | 3 | 4;
}

/** Cards in a grid that fits as many columns as the width allows (one on a phone). */
export function CampaignCards({ campaigns, campaignHref, headingLevel = 3 }: CampaignCardsProps) {
  return (
    <ul className="campaign-cards">
      {campaigns.map((campaign) => (
        <li key={campaign.id}>
          <KeyCampaignCard {...campaign} href={campaignHref(campaign.id)} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export interface CampaignCardsSkeletonProps {
  /** How many placeholder cards. */
  count?: number;
  /** What a screen reader hears while loading. */
  label?: string;
}

/** Placeholder cards while the first page loads; the label is read once, the shapes are hidden. */
export function CampaignCardsSkeleton({ count = 6, label = 'Loading Key campaigns…' }: CampaignCardsSkeletonProps) {
  return (
    <div className="campaign-cards-skeleton" aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <ul className="campaign-cards" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="campaign-skeleton">
            <div className="campaign-skeleton__media" />
            <div className="campaign-skeleton__line" />
            <div className="campaign-skeleton__line campaign-skeleton__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
