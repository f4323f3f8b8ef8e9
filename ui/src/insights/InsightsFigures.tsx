import { StatTiles } from '../stat-tile/StatTiles.tsx';
import { FigureDefinitions } from './FigureDefinitions.tsx';
import { formatAverage } from './insights-format.ts';
import { formatCount, formatDecimal } from '../format/format.ts';

/** The figures of a creator, a game or a ranking over a period. */
export interface FiguresView {
  streams: number;
  streamHours: number;
  hoursWatched: number;
  averageCcv: number | null;
  peakCcv: number;
  videos: number;
  videoViews: number;
  shorts: number;
  shortViews: number;
  /** Hours videos and shorts were watched. */
  watchTimeHours: number;
}

export interface InsightsFiguresProps {
  /** The period's figures. */
  figures: FiguresView;
  /** Says the period under each tile, e.g. "Last 30 days". */
  caption: string;
  /** Shows placeholders while loading. */
  loading?: boolean;
}

/** Stat tiles for hours watched, CCV, streams, air time, videos and shorts, with what each figure means. */
export function InsightsFigures({ figures, caption, loading = false }: InsightsFiguresProps) {
  const tiles = [
    ['Hours watched', formatDecimal(figures.hoursWatched)],
    ['Average viewers (CCV)', formatAverage(figures.averageCcv)],
    ['Peak viewers', formatCount(figures.peakCcv)],
    ['Streams', formatCount(figures.streams)],
    ['Hours streamed', formatDecimal(figures.streamHours)],
    ['Videos', `${formatCount(figures.videos)} (${formatCount(figures.videoViews)} views)`],
    ['Shorts', `${formatCount(figures.shorts)} (${formatCount(figures.shortViews)} views)`],
    ['Watch time (videos and shorts)', formatDecimal(figures.watchTimeHours)],
  ] as const;
  return (
    <>
      <StatTiles tiles={tiles} caption={caption} loading={loading} />
      <FigureDefinitions />
    </>
  );
}
