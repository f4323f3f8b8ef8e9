import { Card } from '../card/Card.tsx';
import { formatDate } from '../format/format.ts';
import './GameCard.css';

export interface GameCardProps {
  /** The game's name; the card's title and link. */
  name: string;
  /** The game's public page. */
  href: string;
  /** Cover image (http(s) or a generated data: image); a plain panel when null. */
  coverUrl: string | null;
  /** First release (ISO instant), null when not announced. */
  releaseDate: string | null;
  /** Platform families (Pc, Playstation, Xbox, Nintendo, Mobile, VR). */
  platformFamilies: readonly string[];
  /** Up to two are shown. */
  genres: readonly string[];
  /** Marks a sandbox game so nobody takes it for the catalogue's. */
  sandbox?: boolean;
  /** "Releases" before the date, "Released" after; the caller knows which list the card is in. */
  upcoming?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** A game in the public lists: cover, name, release date and where it plays. */
export function GameCard({
  name,
  href,
  coverUrl,
  releaseDate,
  platformFamilies,
  genres,
  sandbox = false,
  upcoming = false,
  headingLevel = 3,
}: GameCardProps) {
  const release = releaseDate ? `${upcoming ? 'Releases' : 'Released'} ${formatDate(releaseDate)}` : 'Release date not announced';
  return (
    <Card
      title={name}
      href={href}
      headingLevel={headingLevel}
      eyebrow={[genres.slice(0, 2).join(' · '), sandbox ? 'Sandbox' : ''].filter(Boolean).join(' · ') || undefined}
      media={
        coverUrl ? (
          <img className="game-card__cover" src={coverUrl} alt="" loading="lazy" width={264} height={352} />
        ) : (
          <div className="game-card__cover game-card__cover--none" />
        )
      }
    >
      <p>{release}</p>
      {platformFamilies.length > 0 && <p>{platformFamilies.join(', ')}</p>}
    </Card>
  );
}
