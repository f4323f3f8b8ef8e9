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
 * The company home as parts, each computed when first asked for and then kept: a page (or an API
 * client) that asks for one figure runs only the queries behind it, not every aggregate.
 */
export interface CompanyHome {
  readonly days: StatisticsDays;
  selectedGames(): Promise<readonly StatisticsGame[]>;
  followedGames(): Promise<readonly StatisticsGame[]>;
  gameChoices(): Promise<readonly StatisticsGame[]>;
  liveChannels(): Promise<number>;
  liveViewers(): Promise<number>;
  live(): Promise<readonly LiveChannelRow[]>;
  mostStreamedGames(): Promise<readonly GameInsightsRow[]>;
  biggestCreators(): Promise<readonly CreatorInsightsRow[]>;
}

/** The first call computes, later calls (a second field, a concurrent one) share its answer. */
const once = <T>(compute: () => Promise<T>): (() => Promise<T>) => {
  let answer: Promise<T> | undefined;
  return () => (answer ??= compute());
};

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

  /** Checks the selection at once; reads nothing until a part is asked for. */
  open(input: { companyId: string; gameIds?: readonly string[] | null }): Result<CompanyHome, InvalidField> {
    const selection = parseInput(companyHomeSelectionSchema, { gameIds: input.gameIds ?? undefined });
    if (!selection.ok) return selection;
    const chosenIds = selection.value.gameIds;
    const { statistics, creators, companyGames, clock } = this.deps;
    const now = clock.now();
    const days = periodDays(COMPANY_HOME_DAYS, now);
    const noFilters = { platforms: [], languages: [], countries: [], tiers: [], tierBasis: 'CCV' } as const;
    const everyGame: StatisticsFilter = { days, gameIds: [], ...noFilters };

    const selectedGames = once(() => statistics.findGames(chosenIds));
    const ownGames = once(() => companyGames.statisticsGameIdsOf(input.companyId).then((ids) => statistics.findGames(ids)));
    // "Your games" are the company's: with none chosen the figures follow its own games, never every studio's.
    const followedGames = once(() => (chosenIds.length > 0 ? selectedGames() : ownGames()));
    // Chosen ids that name no game, or a company with no game yet, select nothing rather than everything.
    const followedIds = async () => (await followedGames()).map((g) => g.id);
    const filtered = async (): Promise<StatisticsFilter | null> => {
      const gameIds = await followedIds();
      return gameIds.length === 0 ? null : { days, gameIds, ...noFilters };
    };
    const streams = once(async () => {
      const gameIds = await followedIds();
      return gameIds.length === 0 ? [] : statistics.liveStreams(new Date(now.getTime() - LIVE_WINDOW_MINUTES * 60_000), gameIds);
    });
    const live = once(async (): Promise<LiveChannelRow[]> => {
      const shown = (await streams()).slice(0, LIVE_LISTED);
      const [streamers, games] = await Promise.all([
        creators.findCreators(shown.map((s) => s.creatorId)),
        statistics.findGames([...new Set(shown.flatMap((s) => (s.gameId ? [s.gameId] : [])))]),
      ]);
      const creatorById = new Map(streamers.map((c) => [c.id, c]));
      const gameById = new Map(games.map((g) => [g.id, g]));
      return shown.flatMap((s) => {
        const creator = creatorById.get(s.creatorId);
        return creator
          ? [
              {
                creator,
                provider: s.provider,
                title: s.title,
                game: s.gameId ? (gameById.get(s.gameId) ?? null) : null,
                viewers: s.viewers,
              },
            ]
          : [];
      });
    });
    const mostStreamedGames = once(async () => {
      const filter = await filtered();
      if (!filter) return [];
      const ranked = await statistics.rankGames(filter, { limit: TOP, after: null });
      return withGames(await statistics.findGames(ranked.rows.map((g) => g.gameId)), ranked.rows);
    });
    const biggestCreators = once(async () => {
      const filter = await filtered();
      if (!filter) return [];
      return withCreators(creators, (await statistics.rankCreators(filter, { limit: TOP, after: null })).rows, 'CCV');
    });
    const gameChoices = once(async () => {
      const [own, selected, choices] = await Promise.all([
        ownGames(),
        selectedGames(),
        statistics.rankGames(everyGame, { limit: GAME_CHOICES, after: null }),
      ]);
      const choiceById = new Map((await statistics.findGames(choices.rows.map((g) => g.gameId))).map((g) => [g.id, g]));
      return uniqueGames([...own, ...choices.rows.flatMap((r) => choiceById.get(r.gameId) ?? []), ...selected]);
    });
    return ok({
      days,
      selectedGames,
      followedGames,
      gameChoices,
      liveChannels: async () => new Set((await streams()).map((s) => `${s.creatorId}|${s.provider}`)).size,
      liveViewers: async () => (await streams()).reduce((sum, s) => sum + s.viewers, 0),
      live,
      mostStreamedGames,
      biggestCreators,
    });
  }

  /** Every part at once. */
  async execute(input: { companyId: string; gameIds?: readonly string[] | null }): Promise<Result<CompanyHomeView, InvalidField>> {
    const opened = this.open(input);
    if (!opened.ok) return opened;
    const home = opened.value;
    const [selectedGames, followedGames, gameChoices, liveChannels, liveViewers, live, mostStreamedGames, biggestCreators] =
      await Promise.all([
        home.selectedGames(),
        home.followedGames(),
        home.gameChoices(),
        home.liveChannels(),
        home.liveViewers(),
        home.live(),
        home.mostStreamedGames(),
        home.biggestCreators(),
      ]);
    return ok({
      days: home.days,
      selectedGames,
      followedGames,
      gameChoices,
      liveChannels,
      liveViewers,
      live,
      mostStreamedGames,
      biggestCreators,
    });
  }
}

const uniqueGames = (games: readonly StatisticsGame[]): StatisticsGame[] => [...new Map(games.map((g) => [g.id, g])).values()];
