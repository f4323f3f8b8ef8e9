import { Button } from '../button/Button.tsx';

export interface ShortlistButtonProps {
  /** Whether the post is on the company's shortlist now. */
  shortlisted: boolean;
  /** The post's title: it completes the button's accessible name, so rows of a table stay apart. */
  title: string;
  /** True while the change is saved. */
  busy?: boolean;
  /** Adds the post when it is off the shortlist, removes it when it is on. */
  onToggle(): void;
}

/** Adds a stream, video or short to the company's shortlist, or takes it off. */
export function ShortlistButton({ shortlisted, title, busy, onToggle }: ShortlistButtonProps) {
  const label = shortlisted ? 'Remove from shortlist' : 'Add to shortlist';
  return (
    <Button variant={shortlisted ? 'secondary' : 'ghost'} loading={busy} onClick={onToggle} aria-label={`${label}: ${title}`}>
      {label}
    </Button>
  );
}
