import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatCount } from '../format/format.ts';
import { RankingChart } from '../ranking-chart/RankingChart.tsx';
import '../data-table/DataTable.css';
import './Attribution.css';

export interface AttributedTrafficItem {
  kind: 'KEY' | 'QUEST';
  activationId: string;
  activationName: string;
  creatorId: string;
  creatorName: string;
  /** Counted clicks on the tracked link. */
  clicks: number;
  /** Store visits, wishlists and purchases from the imported Steam reports. */
  visits: number;
  wishlists: number;
  purchases: number;
}

export interface AttributionReportProps {
  /** The game the figures are for. */
  gameName: string;
  /** One row per creator and activation. */
  rows: readonly AttributedTrafficItem[];
}

const KIND_WORDS = { KEY: 'Key campaign', QUEST: 'Quest' } as const;

/** Wishlists per creator (summed over their activations) for the chart. */
function wishlistsByCreator(rows: readonly AttributedTrafficItem[]) {
  const byCreator = new Map<string, { label: string; value: number }>();
  for (const row of rows) {
    const entry = byCreator.get(row.creatorId) ?? { label: row.creatorName, value: 0 };
    entry.value += row.wishlists;
    byCreator.set(row.creatorId, entry);
  }
  return [...byCreator.values()];
}

/** Which creator brought one game's store visits and wishlists: a chart per creator, and every creator and activation in a table. */
export function AttributionReport({ gameName, rows }: AttributionReportProps) {
  if (rows.length === 0)
    return (
      <EmptyState title="No attributed traffic yet" headingLevel={3}>
        Once creators share their tracked links and you import Steam’s UTM report for {gameName}, their visits and wishlists show here.
      </EmptyState>
    );
  return (
    <div className="attribution__report">
      <RankingChart
        title={`Wishlists per creator: ${gameName}`}
        description="Wishlists on the Steam store from each creator's tracked links, all their activations together."
        valueLabel="Wishlists"
        items={wishlistsByCreator(rows)}
      />
      {/* The shell leaves tables in this box alone; focusable so a keyboard can scroll it sideways on a phone. */}
      <div className="data-table__scroll" tabIndex={0} role="region" aria-label="Traffic per creator and activation">
        <table className="attribution__table">
          <caption>Traffic per creator and activation</caption>
          <thead>
            <tr>
              <th scope="col">Creator</th>
              <th scope="col">Activation</th>
              <th scope="col">Link clicks</th>
              <th scope="col">Store visits</th>
              <th scope="col">Wishlists</th>
              <th scope="col">Purchases</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.activationId}-${row.creatorId}`}>
                <th scope="row">{row.creatorName}</th>
                <td>
                  {row.activationName}
                  <span className="attribution__kind"> ({KIND_WORDS[row.kind]})</span>
                </td>
                <td>{formatCount(row.clicks)}</td>
                <td>{formatCount(row.visits)}</td>
                <td>{formatCount(row.wishlists)}</td>
                <td>{formatCount(row.purchases)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
