import { useId, type ReactNode } from 'react';
import './StatTile.css';

export interface StatTileProps {
  /** What is measured, e.g. "Hours watched". */
  label: string;
  /** The figure, already formatted (e.g. "12,400" or "$1,250.00"). */
  value: ReactNode;
  /** Change against the previous period, e.g. "+12%"; `trend` decides its colour and wording. */
  change?: string;
  /** Whether the change is good, bad or neither. */
  trend?: 'up' | 'down' | 'flat';
  /** Small print under the value, e.g. "Last 30 days". */
  caption?: string;
  /** Shows a placeholder while the figure loads. */
  loading?: boolean;
}

const TREND_WORD = { up: 'up', down: 'down', flat: 'unchanged' } as const;

/** One key figure with its label; a group so screen readers read label, value and change together. */
export function StatTile({ label, value, change, trend = 'flat', caption, loading = false }: StatTileProps) {
  const id = useId();
  return (
    <div className="stat-tile" role="group" aria-labelledby={id} aria-busy={loading || undefined}>
      <p className="stat-tile__label" id={id}>
        {label}
      </p>
      {loading ? <p className="stat-tile__value stat-tile__value--loading">Loading…</p> : <p className="stat-tile__value">{value}</p>}
      {change && !loading && (
        <p className={`stat-tile__change stat-tile__change--${trend}`}>
          <span aria-hidden="true">{trend === 'up' ? '▲' : trend === 'down' ? '▼' : '•'} </span>
          <span className="visually-hidden">{TREND_WORD[trend]} </span>
          {change}
        </p>
      )}
      {caption && <p className="stat-tile__caption">{caption}</p>}
    </div>
  );
}
