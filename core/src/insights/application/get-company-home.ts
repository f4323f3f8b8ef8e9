import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { ok, type Result } from '../../shared/result.ts';
import { companyHomeSelectionSchema } from '../domain/company-home.schema.ts';
import { periodDays, type StatisticsDays } from '../domain/statistics-days.ts';
import type { InsightsCreator } from '../ports/insights-creator-directory.port.ts';
import type { StatisticsFilter } from '../ports/insights-statistics.port.ts';
import type { StatisticsGame } from '../ports/statistics-recorder.port.ts';
import type { InsightsDeps } from './insights-deps.ts';
import { LIVE_WINDOW_MINUTES } from '../domain/live-window.ts';
import { withCreators, withGames, type CreatorInsightsRow, type GameInsightsRow } from './insights-views.ts';

export { LIVE_WINDOW_MINUTES };
/** The home's figures cover the last 30 days. */
export const COMPANY_HOME_DAYS = 30;
const TOP = 5;
const LIVE_LISTED = 10;
const GAME_CHOICES = 20;

export interface LiveChannelRow {
  readonly creator: InsightsCreator;
  readonly provider: ChannelProvider;
  readonly title: string;
  readonly game: StatisticsGame | null;
  readonly viewers: number;
}

export interface CompanyHomeView {
  readonly days: StatisticsDays;
  /** The games chosen (unknown ids dropped); empty: the company's own games are followed. */
  readonly selectedGames: readonly StatisticsGame[];
  /** The games the figures follow: the chosen ones, or else the company's own (spec 2: "Your games"). */
  readonly followedGames: readonly StatisticsGame[];
  /** What the selection offers: the company's own games, the period's most streamed games, and those already chosen. */
  readonly gameChoices: readonly StatisticsGame[];
  /** Channels streaming the followed games now, and their viewers together. */
  readonly liveChannels: number;
  readonly liveViewers: number;
  /** The biggest of those live channels, most viewers first. */
  readonly live: readonly LiveChannelRow[];
  readonly mostStreamedGames: readonly GameInsightsRow[];
  readonly biggestCreators: readonly CreatorInsightsRow[];
}

/**
 * The figures of the company home (spec 2): live channels and viewers, most streamed games and biggest
 * creators, for the games the company follows. Built on creators' public statistics, like Insights,
 * but without Insights' filters, so every plan sees it.
 */
export class GetCompanyHome {
  private readonly deps: Pick<InsightsDeps, 'statistics' | 'creators' | 'companyGames' | 'clock'>;
  constructor(deps: Pick<InsightsDeps, 'statistics' | 'creators' | 'companyGames' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; gameIds?: readonly string[] | null }): Promise<Result<CompanyHomeView, InvalidField>> {
    const selection = parseInput(companyHomeSelectionSchema, { gameIds: input.gameIds ?? undefined });
    if (!selection.ok) return selection;
    const { statistics, creators, companyGames, clock } = this.deps;
    const now = clock.now();
    const [selectedGames, ownGames] = await Promise.all([
      statistics.findGames(selection.value.gameIds),
      companyGames.statisticsGameIdsOf(input.companyId).then((ids) => statistics.findGames(ids)),
    ]);
    // "Your games" are the company's: with none chosen the figures follow its own games, never every studio's.
    const followedGames = selection.value.gameIds.length > 0 ? selectedGames : ownGames;
    const gameIds = followedGames.map((g) => g.id);
    // Chosen ids that name no game, or a company with no game yet, select nothing rather than everything.
    const nothingKnown = gameIds.length === 0;
    const days = periodDays(COMPANY_HOME_DAYS, now);
    const filter: StatisticsFilter = { days, platforms: [], languages: [], countries: [], gameIds, tiers: [], tierBasis: 'CCV' };
    const everyGame: StatisticsFilter = { ...filter, gameIds: [] };
    const [streams, games, ranked, choices] = nothingKnown
      ? [[], { rows: [] }, { rows: [] }, await statistics.rankGames(everyGame, { limit: GAME_CHOICES, after: null })]
      : await Promise.all([
          statistics.liveStreams(new Date(now.getTime() - LIVE_WINDOW_MINUTES * 60_000), gameIds),
          statistics.rankGames(filter, { limit: TOP, after: null }),
          statistics.rankCreators(filter, { limit: TOP, after: null }),
          statistics.rankGames(everyGame, { limit: GAME_CHOICES, after: null }),
        ]);
    const shown = streams.slice(0, LIVE_LISTED);
    const [streamers, namedGames, choiceGames] = await Promise.all([
      creators.findCreators(shown.map((s) => s.creatorId)),
      statistics.findGames([...new Set([...shown.flatMap((s) => (s.gameId ? [s.gameId] : [])), ...games.rows.map((g) => g.gameId)])]),
      statistics.findGames(choices.rows.map((g) => g.gameId)),
    ]);
    const creatorById = new Map(streamers.map((c) => [c.id, c]));
    const gameById = new Map(namedGames.map((g) => [g.id, g]));
    const live = shown.flatMap((s) => {
      const creator = creatorById.get(s.creatorId);
      return creator
        ? [{ creator, provider: s.provider, title: s.title, game: s.gameId ? (gameById.get(s.gameId) ?? null) : null, viewers: s.viewers }]
        : [];
    });
    const choiceById = new Map(choiceGames.map((g) => [g.id, g]));
    return ok({
      days,
      selectedGames,
      followedGames,
      gameChoices: uniqueGames([...ownGames, ...choices.rows.flatMap((r) => choiceById.get(r.gameId) ?? []), ...selectedGames]),
      liveChannels: new Set(streams.map((s) => `${s.creatorId}|${s.provider}`)).size,
      liveViewers: streams.reduce((sum, s) => sum + s.viewers, 0),
      live,
      mostStreamedGames: withGames(namedGames, games.rows),
      biggestCreators: await withCreators(creators, ranked.rows, 'CCV'),
    });
  }
}

const uniqueGames = (games: readonly StatisticsGame[]): StatisticsGame[] => [...new Map(games.map((g) => [g.id, g])).values()];
