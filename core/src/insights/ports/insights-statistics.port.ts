import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { CreatorTier, TierBasis } from '../../shared/creator-tier.ts';
import type { AudienceChat } from '../domain/audience-authenticity.ts';
import type { PostType } from '../domain/post.entity.ts';
import type { StatisticsDays } from '../domain/statistics-days.ts';
import type { StatisticsFigures } from '../domain/statistics-figures.ts';
import type { RecordedPost, StatisticsGame } from './statistics-recorder.port.ts';

export interface DailyFigures {
  readonly day: string;
  readonly figures: StatisticsFigures;
}

/** What narrows the creators or games an insights list shows (the filters of the insights pages). */
export interface StatisticsFilter {
  readonly days: StatisticsDays;
  /** Empty: every platform. */
  readonly platforms: readonly ChannelProvider[];
  /** ISO 639-1, of any of the creator's channels; empty: any. */
  readonly languages: readonly string[];
  /** ISO 3166 alpha-2, of any of the creator's channels; empty: any. */
  readonly countries: readonly string[];
  readonly gameIds: readonly string[];
  /** Tiers by the period's average CCV or average views (spec 9); empty: any. */
  readonly tiers: readonly CreatorTier[];
  readonly tierBasis: TierBasis;
}

export interface RankedCreator {
  readonly creatorId: string;
  readonly figures: StatisticsFigures;
}
export interface RankedGame {
  readonly gameId: string;
  readonly creators: number;
  readonly figures: StatisticsFigures;
}

/** A list ranked by hours watched (most first, id breaking ties); `after` is the cursor of the last row read. */
export interface RankingPage {
  readonly limit: number;
  readonly after: string | null;
}
export interface Ranking<T> {
  readonly rows: readonly T[];
  readonly total: number;
  readonly endCursor: string | null;
}

/** A post as the store holds it: its recorded figures under our own id. */
export interface StoredPost extends Omit<RecordedPost, 'figuresFromSamples'> {
  readonly id: string;
}

/** A stream on air now: its latest viewer sample arrived inside the live window. */
export interface LiveStream {
  readonly postId: string;
  readonly creatorId: string;
  readonly provider: ChannelProvider;
  readonly title: string;
  readonly gameId: string | null;
  /** Viewers at the latest sample. */
  readonly viewers: number;
  readonly sampledAt: Date;
}

export interface ViewerSample {
  readonly sampledAt: Date;
  readonly viewers: number;
}

/** A creator's period: the totals, each day that had posts, the games and the chat. */
export interface CreatorPeriod {
  readonly figures: StatisticsFigures;
  /** Days with posts only, oldest first. */
  readonly daily: readonly DailyFigures[];
  /** The creator's games, most hours watched first. */
  readonly games: readonly RankedGame[];
  /**
   * Chatters and viewers summed over the samples of the creator's listed streams that counted chat, and
   * of those viewers the ones each stream's own chat does not account for (unchattedViewers, worked out
   * from a stream's samples as they are recorded); null when none did (chat is read only while a stream
   * is sampled live).
   */
  readonly chat: AudienceChat | null;
}

/**
 * Insights read the statistics through this port. Every figure over a period comes from the daily
 * rollups; only a post's own viewer curve reads raw samples.
 */
export interface InsightsStatisticsPort {
  creatorFigures(creatorId: string, days: StatisticsDays): Promise<StatisticsFigures>;
  /** Everything a creator's details page shows of a period, read at once (one statement in PostgreSQL). */
  creatorPeriod(creatorId: string, days: StatisticsDays): Promise<CreatorPeriod>;
  /**
   * creatorFigures, the days and the chat of many creators in three reads (a list's authenticity
   * badges); absent ids have no entry.
   */
  creatorsFiguresAndDaily(
    creatorIds: readonly string[],
    days: StatisticsDays,
  ): Promise<ReadonlyMap<string, { figures: StatisticsFigures; daily: DailyFigures[]; chat: CreatorPeriod['chat'] }>>;
  gameFigures(gameId: string, days: StatisticsDays): Promise<{ creators: number; figures: StatisticsFigures }>;
  gameDaily(gameId: string, days: StatisticsDays): Promise<DailyFigures[]>;
  rankCreators(filter: StatisticsFilter, page: RankingPage): Promise<Ranking<RankedCreator>>;
  rankGames(filter: StatisticsFilter, page: RankingPage): Promise<Ranking<RankedGame>>;
  /**
   * Every creator rankCreators would list, in its order, handed to `take` `batch` at a time, the next
   * batch read once `take` resolves: one ranking for a whole export, holding one batch at a time
   * however many creators match.
   */
  eachRankedCreator(filter: StatisticsFilter, batch: number, take: (rows: readonly RankedCreator[]) => Promise<void>): Promise<void>;
  /**
   * The creator's posts of one type, newest first (unlisted ones included and marked). With
   * `liveSince`, streams still live then (a viewer sample at or after it) are left out: the VODs.
   */
  listPosts(creatorId: string, type: PostType, page: RankingPage, liveSince?: Date): Promise<Ranking<StoredPost>>;
  findPost(postId: string): Promise<StoredPost | null>;
  /** The posts among `postIds` (unknown ids left out), in one read. */
  findPosts(postIds: readonly string[]): Promise<StoredPost[]>;
  /** A stream's viewers over time, oldest first. */
  streamSamples(postId: string): Promise<ViewerSample[]>;
  /**
   * Listed streams with a viewer sample at or after `since`, each with its latest sample, most
   * viewers first (post id breaking ties); only streams of `gameIds` unless it is empty.
   */
  liveStreams(since: Date, gameIds: readonly string[]): Promise<LiveStream[]>;
  findGames(ids: readonly string[]): Promise<StatisticsGame[]>;
  /** Games whose name contains `search` (any case), by name. */
  searchGames(search: string, limit: number): Promise<StatisticsGame[]>;
}
