import { KeyReveal } from '../key-reveal/KeyReveal.tsx';

export interface TrackedLinkPanelProps {
  /** The link to share, whole (origin and path). */
  url: string;
  /** Where it leads: the game's store page. */
  storeUrl: string;
  /** Puts text on the clipboard; the browser's clipboard by default (stories pass a spy). */
  copyText?(text: string): Promise<void>;
}

/** A creator's tracked link of a Key campaign or Quest: theirs to share, credited with the store visits and wishlists it brings. */
export function TrackedLinkPanel({ url, storeUrl, copyText }: TrackedLinkPanelProps) {
  return (
    <section aria-label="Your tracked link">
      <KeyReveal label="Your tracked link" code={url} copyText={copyText} />
      <p>
        Share it with your audience: it opens the game’s <a href={storeUrl}>Steam store page</a>, and the wishlists it brings are credited
        to you.
      </p>
    </section>
  );
}
