import { Avatar } from '../avatar/Avatar.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { CompletionRate } from '../creator-key-deals/CompletionRate.tsx';
import { AudienceAuthenticity, type AuthenticityView } from '../insights/AudienceAuthenticity.tsx';
import type { CreatorPageRow } from './creator-page.types.ts';
import '../button/Button.css';
import './CreatorPages.css';
import { formatCount } from '../format/format.ts';

const PROVIDER_NAMES: Record<string, string> = { twitch: 'Twitch', youtube: 'YouTube', tiktok: 'TikTok' };
const FOLLOWER_WORD: Record<string, string> = { youtube: 'subscribers' };

export interface PublicCreatorProfileProps {
  /** The page itself. */
  page: Pick<CreatorPageRow, 'slug' | 'title' | 'bio' | 'links'>;
  /** The creator's display name. */
  creatorName: string;
  /** The creator's profile picture; initials without one. */
  pictureUrl?: string | null;
  /** The creator's connected channels with their size. */
  channels: readonly { provider: string; handle: string; displayName: string; followers: number }[];
  /** Key campaign completion rate (spec 9). */
  completionRate: { rate: number | null; onTime: number; late: number; missing: number };
  /** Shows an Edit link when the viewer owns the page. */
  viewerIsOwner?: boolean;
  /** Audience authenticity over the last 30 days with its reasons; null or absent (not a company viewing) shows none. */
  authenticity?: AuthenticityView;
  /** Opens the report-user modal; absent for visitors who are not signed in (and for the owner). */
  onReport?: () => void;
  /** Adds the creator to one of the viewing company's creator lists; absent for anyone else. */
  onAddToList?: () => void;
}

/** The public creator page at /{slug}: who they are, their channels and how reliably they deliver. */
export function PublicCreatorProfile({
  page,
  creatorName,
  pictureUrl = null,
  channels,
  completionRate,
  viewerIsOwner = false,
  authenticity = null,
  onReport,
  onAddToList,
}: PublicCreatorProfileProps) {
  return (
    <article className="creator-profile" aria-labelledby="creator-profile-title">
      <header className="creator-profile__header">
        <Avatar name={creatorName} src={pictureUrl} size="lg" />
        <h1 id="creator-profile-title">{page.title}</h1>
        <p className="creator-profile__name">by {creatorName}</p>
        {viewerIsOwner && (
          <AppLink href={`/${page.slug}/edit`} className="button button--secondary">
            Edit page
          </AppLink>
        )}
        {onAddToList && !viewerIsOwner && (
          <button type="button" className="button button--secondary" onClick={onAddToList}>
            Add to list
          </button>
        )}
        {onReport && !viewerIsOwner && (
          <button type="button" className="button button--ghost" onClick={onReport}>
            Report {creatorName}
          </button>
        )}
      </header>
      {page.bio && <p className="creator-profile__bio">{page.bio}</p>}
      <section aria-labelledby="creator-profile-channels">
        <h2 id="creator-profile-channels">Channels</h2>
        {channels.length === 0 ? (
          <p>No channels connected yet.</p>
        ) : (
          <ul className="creator-profile__channels">
            {channels.map((c) => (
              <li key={`${c.provider}:${c.handle}`} className="creator-profile__channel">
                <span className="creator-profile__provider">{PROVIDER_NAMES[c.provider] ?? c.provider}</span>
                <span className="creator-profile__handle">{c.displayName}</span>
                <span>
                  {formatCount(c.followers)} {FOLLOWER_WORD[c.provider] ?? 'followers'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CompletionRate {...completionRate} subject="creator" />
      {authenticity && <AudienceAuthenticity {...authenticity} caption="Last 30 days" />}
      {page.links.length > 0 && (
        <section aria-labelledby="creator-profile-links">
          <h2 id="creator-profile-links">Links</h2>
          <ul className="creator-profile__links">
            {page.links.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer nofollow ugc" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
