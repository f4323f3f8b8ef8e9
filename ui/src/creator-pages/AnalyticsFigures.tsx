import { StatTile } from '../stat-tile/StatTile.tsx';
import { figureLabel, periodLabel } from './AnalyticsPagesList.tsx';
import './CreatorPages.css';
import { formatDecimal } from '../format/format.ts';

export interface AnalyticsFiguresProps {
  /** The page's period preset, e.g. LAST_90_DAYS. */
  period: string;
  /** The figures the page shows, in order. */
  figures: readonly string[];
  /** The creator's figures over the period (a figure null when nothing measured it, e.g. no streams for CCV); null when there is no channel data yet. */
  values: Readonly<Record<string, number | null>> | null;
}

/** An analytics page's figures as tiles, each with its period. */
export function AnalyticsFigures({ period, figures, values }: AnalyticsFiguresProps) {
  if (!values) return <p>No figures yet: connect a channel, and its data arrives within 24 hours.</p>;
  return (
    <div className="analytics-figures">
      {figures.map((figure) => (
        <StatTile
          key={figure}
          label={figureLabel(figure)}
          value={values[figure] == null ? 'None' : formatDecimal(values[figure])}
          caption={periodLabel(period)}
        />
      ))}
    </div>
  );
}
