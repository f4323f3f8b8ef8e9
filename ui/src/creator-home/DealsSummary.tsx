import { AppLink } from '../link/LinkProvider.tsx';
import './DealsSummary.css';

/** One line of a summary card: how many deals are in a state, and where to see them. */
export interface DealCount {
  label: string;
  count: number;
  /** Shown as "20+" when the list goes on beyond the count read. */
  more?: boolean;
  href: string;
  /** The creator must act on these: the line stands out. */
  needsAction?: boolean;
}

export interface DealsSummaryProps {
  /** Spec 2's creator home order: Keys, Missions, Quests. */
  groups: readonly { title: 'Keys' | 'Missions' | 'Quests'; href: string; counts: readonly DealCount[]; empty: string }[];
  /** Shows placeholders while the deals load. */
  loading?: boolean;
}

const PLACEHOLDER_GROUPS: DealsSummaryProps['groups'] = (['Keys', 'Missions', 'Quests'] as const).map((title) => ({
  title,
  href: '/deals/active',
  empty: '',
  counts: [],
}));

/** The creator home's Keys, Missions and Quests: counts by state, the ones needing action first. */
export function DealsSummary({ groups, loading = false }: DealsSummaryProps) {
  // Before the first answer the cards are already there, so nothing jumps when the counts arrive.
  const cards = loading && groups.length === 0 ? PLACEHOLDER_GROUPS : groups;
  return (
    <div className="deals-summary" aria-busy={loading || undefined}>
      {cards.map((group) => {
        const shown = group.counts.filter((c) => c.count > 0);
        return (
          <section key={group.title} className="deals-summary__card" aria-labelledby={`deals-summary-${group.title}`}>
            <h2 id={`deals-summary-${group.title}`}>
              <AppLink href={group.href}>{group.title}</AppLink>
            </h2>
            {loading ? (
              <p className="deals-summary__empty">Loading…</p>
            ) : shown.length === 0 ? (
              <p className="deals-summary__empty">{group.empty}</p>
            ) : (
              <ul className="deals-summary__list">
                {[...shown.filter((c) => c.needsAction), ...shown.filter((c) => !c.needsAction)].map((c) => (
                  <li key={c.label} className={c.needsAction ? 'deals-summary__line deals-summary__line--action' : 'deals-summary__line'}>
                    <AppLink href={c.href}>
                      <span className="deals-summary__count">
                        {c.count}
                        {c.more ? '+' : ''}
                      </span>{' '}
                      {c.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
