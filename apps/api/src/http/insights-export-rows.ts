import type { GameInsightsRow, CreatorInsightsRow } from '@lurkit/core/insights/application/insights-views.ts';

/** A name a spreadsheet would run as a formula (=, +, -, @) is written as text. */
const textCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The Content creators list's columns and one creator's row. */
export const CREATOR_COLUMNS = [
  'creator',
  'username',
  'tier',
  'countries',
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
export function creatorCells({ creator, figures: f, tier }: CreatorInsightsRow): (string | number)[] {
  const countries = [...new Set(creator.channels.map((c) => c.country))].join(' ');
  return [
    textCell(creator.displayName),
    textCell(creator.username),
    tier,
    countries,
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
}

/** The Games list's columns and one game's row. */
export const GAME_COLUMNS = [
  'game',
  'creators',
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
export function gameCells({ game, creators, figures: f }: GameInsightsRow): (string | number)[] {
  return [
    textCell(game.name),
    creators,
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
}
