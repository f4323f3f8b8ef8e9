import { statusBadge, type BadgeLook, type StatusRef } from './status-labels.ts';
import './StatusBadge.css';

/**
 * `kind`: which family of statuses (campaign, questRun, code, ...);
 * `status`: the status as the API names it, e.g. 'INITIAL_BID' or 'unpublished'.
 */
export type StatusBadgeProps = StatusRef;

/** A status pill with the product's wording and colour for that status (see STATUS_BADGES). */
export function StatusBadge(props: StatusBadgeProps) {
  return <Badge look={statusBadge(props)} />;
}

/** The pill itself, for a look already taken from the table. */
export function Badge({ look }: { /** Label and tone from STATUS_BADGES. */ look: BadgeLook }) {
  return <span className={`status-badge status-badge--${look.tone}`}>{look.label}</span>;
}
