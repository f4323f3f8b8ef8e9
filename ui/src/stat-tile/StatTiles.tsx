import { StatTile } from './StatTile.tsx';
import './StatTiles.css';

export interface StatTilesProps {
  /** Label and formatted value of each tile, in reading order. */
  tiles: readonly (readonly [label: string, value: string])[];
  /** Said under every tile, e.g. "Last 30 days". */
  caption: string;
  /** Shows placeholders while the figures load. */
  loading?: boolean;
}

/** A period's figures as a grid of tiles that wraps from one column on a phone to a row on a desktop. */
export function StatTiles({ tiles, caption, loading = false }: StatTilesProps) {
  return (
    <div className="stat-tiles">
      {tiles.map(([label, value]) => (
        <StatTile key={label} label={label} value={value} caption={caption} loading={loading} />
      ))}
    </div>
  );
}
