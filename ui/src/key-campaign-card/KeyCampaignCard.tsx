import { CompanyLink } from '../company-link/CompanyLink.tsx';
import { Card } from '../card/Card.tsx';
import { StatusBadge } from '../status-badge/StatusBadge.tsx';
import { formatDate } from '../format/format.ts';
import {
  KEY_CATEGORY_LABELS,
  type KeyCampaignCategory,
  type KeyParticipantState,
  type PlatformKeys,
} from '../key-campaign-shared/key-campaign.types.ts';
import { KeysLeft } from './KeysLeft.tsx';
import './KeyCampaignCard.css';

/** What a browse card shows of one Key campaign. */
export interface KeyCampaignSummary {
  /** Campaign id. */
  id: string;
  /** Campaign name; the card's heading and link text. */
  name: string;
  /** The game the keys are for. */
  gameName: string;
  /** Header picture (first media item); null shows a placeholder. */
  headerImageUrl: string | null;
  /** Game genres. */
  genres: readonly string[];
  /** Platforms the campaign offers keys on. */
  platforms: readonly string[];
  /** Kind of item the keys unlock; null when the company has not said. */
  category: KeyCampaignCategory | null;
  /** Start, ISO instant (shown in Stockholm time). */
  startDate: string | null;
  /** End, ISO instant (shown in Stockholm time). */
  endDate: string | null;
  /** Browse lists live and upcoming campaigns only. */
  status: 'upcoming' | 'active';
  /** The company running it; its name leads to the company's public page. */
  company: { id: string; name: string };
  /** Keys left per platform with the balance colour. */
  keysLeft: readonly PlatformKeys[];
  /** Whether the signed-in creator meets the requirements; null when unknown (e.g. logged out). */
  eligible: boolean | null;
  /** The creator's state on this campaign, once they asked for a key. */
  myState?: KeyParticipantState | null;
}

export interface KeyCampaignCardProps extends KeyCampaignSummary {
  /** The campaign page, e.g. "/campaigns/42"; rendered through the LinkProvider's router link. */
  href: string;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
}

function when({ status, startDate, endDate }: Pick<KeyCampaignSummary, 'status' | 'startDate' | 'endDate'>) {
  if (status === 'upcoming' && startDate) return `Starts ${formatDate(startDate)}`;
  if (endDate) return `Ends ${formatDate(endDate)}`;
  return null;
}

/** A Key campaign in the browse lists: the whole card links to the campaign page. */
export function KeyCampaignCard({ href, headingLevel = 3, ...campaign }: KeyCampaignCardProps) {
  const { name, gameName, headerImageUrl, genres, platforms, category, status, company, keysLeft, eligible, myState } = campaign;
  const date = when(campaign);
  return (
    <Card
      title={name}
      href={href}
      headingLevel={headingLevel}
      media={
        headerImageUrl ? (
          <img src={headerImageUrl} alt="" loading="lazy" />
        ) : (
          <div className="key-campaign-card__placeholder" aria-hidden="true">
            {gameName.slice(0, 1)}
          </div>
        )
      }
      eyebrow={
        <span className="key-campaign-card__badges">
          <StatusBadge kind="campaign" status={status} />
          {myState && <StatusBadge kind="participation" status={myState} />}
          {category && <span className="key-campaign-card__category">{KEY_CATEGORY_LABELS[category]}</span>}
        </span>
      }
      footer={
        eligible === null ? undefined : (
          <span className={`key-campaign-card__eligible key-campaign-card__eligible--${eligible ? 'yes' : 'no'}`}>
            {eligible ? 'You meet the requirements' : 'Requirements not met'}
          </span>
        )
      }
    >
      <p className="key-campaign-card__game">
        {gameName} · by <CompanyLink company={company} />
      </p>
      {date && <p className="key-campaign-card__date">{date}</p>}
      {genres.length > 0 && <p className="key-campaign-card__genres">{genres.join(', ')}</p>}
      {keysLeft.length > 0 ? <KeysLeft keys={keysLeft} /> : <p>{platforms.join(', ')}</p>}
    </Card>
  );
}
