import type { GameInsightsRow, CreatorInsightsRow } from '@lurkit/core/insights/application/insights-views.ts';
import type { StatisticsFigures } from '@lurkit/core/insights/domain/statistics-figures.ts';

/** A name a spreadsheet would run as a formula (=, +, -, @) is written as text. */
const textCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The period's figures, the same columns on both lists. */
const FIGURE_COLUMNS = [
  'hours_watched',
  'average_ccv',
  'peak_ccv',
  'streams',
  'hours_streamed',
  'videos',
  'video_views',
  'shorts',
  'short_views',
];
const figureCells = (f: StatisticsFigures): (string | number)[] => [
  f.hoursWatched.toFixed(1),
  f.averageCcv?.toFixed(1) ?? '',
  f.peakCcv,
  f.streams,
  f.streamHours.toFixed(1),
  f.videos,
  f.videoViews,
  f.shorts,
  f.shortViews,
];

/** The Content creators list's columns and one creator's row. */
export const CREATOR_COLUMNS = ['creator', 'username', 'tier', 'countries', ...FIGURE_COLUMNS];
export function creatorCells({ creator, figures, tier }: CreatorInsightsRow): (string | number)[] {
  const countries = [...new Set(creator.channels.map((c) => c.country))].join(' ');
  return [textCell(creator.displayName), textCell(creator.username), tier, countries, ...figureCells(figures)];
}

/** The Games list's columns and one game's row. */
export const GAME_COLUMNS = ['game', 'creators', ...FIGURE_COLUMNS];
export function gameCells({ game, creators, figures }: GameInsightsRow): (string | number)[] {
  return [textCell(game.name), creators, ...figureCells(figures)];
}
