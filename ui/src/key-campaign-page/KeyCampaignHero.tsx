import { useId } from 'react';
import { StatusBadge } from '../status-badge/StatusBadge.tsx';
import type { StatusOf } from '../status-badge/status-labels.ts';
import { CompanyLink } from '../company-link/CompanyLink.tsx';
import { formatDate } from '../format/format.ts';
import { KEY_CATEGORY_LABELS, type KeyCampaignCategory } from '../key-campaign-shared/key-campaign.types.ts';
import { MediaGallery } from './MediaGallery.tsx';
import './KeyCampaignPage.css';

export interface KeyCampaignHeroProps {
  /** Campaign name: the page heading. */
  name: string;
  /** Campaign status (CampaignStatus), shown as a badge. */
  status: StatusOf<'campaign'>;
  /** A pre-launch (waitlist) campaign not yet converted. */
  preLaunch?: boolean;
  /** The game the keys are for. */
  gameName: string;
  /** Game description, plain text; blank lines separate paragraphs. */
  description: string;
  /** Banner picture; null leaves it out. */
  headerImageUrl: string | null;
  /** Every picture of the game, for the gallery. */
  media: readonly string[];
  /** Game genres. */
  genres: readonly string[];
  /** Platforms the keys are for. */
  platforms: readonly string[];
  /** Kind of item the keys unlock. */
  category: KeyCampaignCategory | null;
  /** Start, ISO instant, shown as a Stockholm date. */
  startDate: string | null;
  /** End, ISO instant, shown as a Stockholm date. */
  endDate: string | null;
  /** The game's planned release, when known. */
  plannedRelease?: string | null;
  /** The company; its name leads to the company's public page. */
  company: { id: string; name: string };
}

const date = (iso: string) => <time dateTime={iso}>{formatDate(iso)}</time>;

/** The top of a Key campaign page: game picture, name, facts and description. */
export function KeyCampaignHero(props: KeyCampaignHeroProps) {
  const { name, status, preLaunch, gameName, description, headerImageUrl, media, genres, platforms, category, company } = props;
  const { startDate, endDate, plannedRelease } = props;
  const titleId = useId();
  return (
    <section className="key-hero" aria-labelledby={titleId}>
      {headerImageUrl && <img className="key-hero__banner" src={headerImageUrl} alt="" />}
      <div className="key-hero__badges">
        <StatusBadge kind="campaign" status={status} />
        {preLaunch && <span className="key-hero__prelaunch">Pre-launch</span>}
      </div>
      <h1 id={titleId} className="key-hero__title">
        {name}
      </h1>
      <dl className="key-hero__facts">
        <div>
          <dt>Game</dt>
          <dd>{gameName}</dd>
        </div>
        <div>
          <dt>Company</dt>
          <dd>
            <CompanyLink company={company} />
          </dd>
        </div>
        {(startDate || endDate) && (
          <div>
            <dt>Runs</dt>
            <dd>
              {startDate ? date(startDate) : 'Now'} to {endDate ? date(endDate) : 'no end date'}
            </dd>
          </div>
        )}
        {plannedRelease && (
          <div>
            <dt>Planned release</dt>
            <dd>{date(plannedRelease)}</dd>
          </div>
        )}
        <div>
          <dt>Platforms</dt>
          <dd>{platforms.join(', ') || 'None yet'}</dd>
        </div>
        {genres.length > 0 && (
          <div>
            <dt>Genres</dt>
            <dd>{genres.join(', ')}</dd>
          </div>
        )}
        {category && (
          <div>
            <dt>Category</dt>
            <dd>{KEY_CATEGORY_LABELS[category]}</dd>
          </div>
        )}
      </dl>
      {media.length > 0 && <MediaGallery media={media} gameName={gameName} />}
      {description.trim() && (
        <div className="key-hero__description">
          <h2>About {gameName}</h2>
          {description
            .split(/\n\s*\n/)
            .filter((p) => p.trim())
            .map((paragraph, i) => (
              <p key={i}>{paragraph.trim()}</p>
            ))}
        </div>
      )}
    </section>
  );
}
