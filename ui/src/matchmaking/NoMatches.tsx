import { Button } from '../button/Button.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import type { MatchmakingBriefView } from './matchmaking.types.ts';
import { formatCount, plural } from '../format/format.ts';

export type LoosenableFilter = 'LANGUAGES' | 'LOCATIONS' | 'MAX_BID';
export interface LooserFilterView {
  filter: LoosenableFilter;
  /** Creators the results would hold with this filter alone loosened. */
  addsBack: number;
}

const creators = (n: number) => plural(n, 'creator');

/** What each filter is set to, and the step that loosens it. */
const FILTERS: Record<LoosenableFilter, { setTo(brief: MatchmakingBriefView): string; action: string }> = {
  LANGUAGES: { setTo: (b) => `Languages (${b.languages.join(', ').toUpperCase()})`, action: 'Allow any language' },
  LOCATIONS: { setTo: (b) => `Locations (${b.locations.join(', ') || 'region budgets'})`, action: 'Allow any location' },
  MAX_BID: { setTo: () => 'The max bid per hour watched', action: 'Raise the max bid to the highest list price' },
};

export interface NoMatchesProps {
  brief: MatchmakingBriefView;
  /** Each filter worth loosening with what it would bring, most first; empty or absent: no filter alone would help. */
  looserFilters?: readonly LooserFilterView[];
  /** Makes a new list with the filter loosened; without it the filters are named but offer no button. */
  onLoosen?(filter: LoosenableFilter): void;
  busy?: boolean;
}

/** The results' empty state: which filter left nobody, how many loosening each would bring, and a button to do it. */
export function NoMatches({ brief, looserFilters = [], onLoosen, busy = false }: NoMatchesProps) {
  const [first] = looserFilters;
  if (!first)
    return (
      <EmptyState title="No creator matched this brief" headingLevel={2}>
        Widen the languages or locations, or raise the budget or the max bid, and run matchmaking again.
      </EmptyState>
    );
  return (
    <EmptyState title="No creator matched this brief" headingLevel={2}>
      <p>
        {FILTERS[first.filter].setTo(brief)} left everyone out. Loosening one filter brings creators back, as a new list beside this one:
      </p>
      <ul className="matchmaking-looser">
        {looserFilters.map((l) => (
          <li key={l.filter}>
            {onLoosen ? (
              <Button variant="secondary" disabled={busy} onClick={() => onLoosen(l.filter)}>
                {FILTERS[l.filter].action} ({creators(l.addsBack)})
              </Button>
            ) : (
              `${FILTERS[l.filter].action}: ${creators(l.addsBack)}`
            )}
          </li>
        ))}
      </ul>
    </EmptyState>
  );
}
