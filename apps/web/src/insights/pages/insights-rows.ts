import type { CreatorRankingRow } from '@lurkit/ui/insights/CreatorRankingTable.tsx';
import type { GameRankingRow } from '@lurkit/ui/insights/GameRankingTable.tsx';
import type { CreatorInsights, InsightsCreatorRanking, InsightsGameRanking } from '../operations/insights.operations.ts';
import { formatCalendarDay } from '@lurkit/ui/format/format.ts';

/** The API's rows as the ui tables take them. */
export const creatorRow = (
  r: Omit<InsightsCreatorRanking['rows'][number], 'authenticity'> & Partial<Pick<InsightsCreatorRanking['rows'][number], 'authenticity'>>,
): CreatorRankingRow => ({
  id: r.creator.id,
  displayName: r.creator.displayName,
  username: r.creator.username,
  tier: r.tier,
  platforms: [...new Set(r.creator.channels.map((c) => c.provider))],
  countries: [...new Set(r.creator.channels.map((c) => c.country))],
  hoursWatched: r.figures.hoursWatched,
  averageCcv: r.figures.averageCcv,
  peakCcv: r.figures.peakCcv,
  streams: r.figures.streams,
  videos: r.figures.videos,
  authenticity: r.authenticity ?? null,
});

export const gameRow = (
  r: InsightsGameRanking['rows'][number] | (CreatorInsights['games'][number] & { creators?: number }),
): GameRankingRow => ({
  id: r.game.id,
  name: r.game.name,
  creators: r.creators ?? 1,
  hoursWatched: r.figures.hoursWatched,
  averageCcv: r.figures.averageCcv,
  streams: r.figures.streams,
  videos: r.figures.videos,
});

/** "1 Nov 2026 – 30 Nov 2026": the period's whole Stockholm days. */
export const periodLabel = (period: { from: string; to: string }) => `${formatCalendarDay(period.from)} – ${formatCalendarDay(period.to)}`;

/** A day (ISO date) as the chart's instant: noon UTC stays on that date in Stockholm. */
export const chartInstant = (isoDay: string) => `${isoDay}T12:00:00.000Z`;
