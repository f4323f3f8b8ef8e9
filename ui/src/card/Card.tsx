import { useId, type ReactNode } from 'react';
import { AppLink } from '../link/LinkProvider.tsx';
import './Card.css';

export interface CardProps {
  /** Card heading; names the card for screen readers. */
  title: ReactNode;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Makes the title a link; the whole card is clickable through it (one link, not a nested mess). */
  href?: string;
  /** Image or media at the top; decorative when the title says it all. */
  media?: ReactNode;
  /** Small line above the title, e.g. a status badge or the game name. */
  eyebrow?: ReactNode;
  /** Body content. */
  children?: ReactNode;
  /** Actions or meta at the bottom (buttons must not sit inside the link). */
  footer?: ReactNode;
}

/** A surface grouping one thing's summary: campaign, creator program, game. */
export function Card({ title, headingLevel = 3, href, media, eyebrow, children, footer }: CardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={['card', href && 'card--link'].filter(Boolean).join(' ')} aria-labelledby={id}>
      {media && <div className="card__media">{media}</div>}
      <div className="card__body">
        {eyebrow && <div className="card__eyebrow">{eyebrow}</div>}
        <Heading className="card__title" id={id}>
          {href ? (
            <AppLink href={href} className="card__link">
              {title}
            </AppLink>
          ) : (
            title
          )}
        </Heading>
        {children && <div className="card__content">{children}</div>}
      </div>
      {footer && <div className="card__footer">{footer}</div>}
    </article>
  );
}
