import { defineEntity, p } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';

/** Games as the platforms name them; posts and rollups point at them. */
export const StatisticsGameEntity = defineEntity({
  name: 'StatisticsGame',
  tableName: 'statistics_game',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(200),
  },
  indexes: [
    { name: 'statistics_game_name_index', expression: 'create index "statistics_game_name_index" on "statistics_game" (lower("name"))' },
  ],
});

/** A creator's stream, video or short; (provider, external_id) is the platform's identity, so a re-sync replaces. */
export const CreatorPostEntity = defineEntity({
  name: 'CreatorPost',
  tableName: 'creator_post',
  properties: {
    id: p.uuid().primary(),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade'),
    provider: p.string().length(16),
    externalId: p.string().length(128),
    type: p.string().length(8),
    title: p.string().length(200),
    game: () => p.manyToOne(StatisticsGameEntity).mapToPk().nullable(),
    durationSeconds: p.integer(),
    views: p.bigint('number'),
    watchSeconds: p.bigint('number'),
    averageCcv: p.double(),
    peakCcv: p.integer(),
    /** A live-sampled stream's chatters and viewers summed over the samples that counted chat: its chatters per viewer. */
    chatterSum: p.bigint('number').nullable(),
    chatterViewerSum: p.bigint('number').nullable(),
    /** Of those viewers, the ones the stream's own chat does not account for (core's unchattedViewers of its samples). */
    unchattedViewerSum: p.bigint('number').nullable(),
    listed: p.boolean(),
    createdAt: p.datetime(),
  },
  uniques: [{ name: 'creator_post_provider_external_unique', properties: ['provider', 'externalId'] }],
  indexes: [
    { name: 'creator_post_creator_type_created_index', properties: ['creator', 'type', 'createdAt'] },
    { name: 'creator_post_creator_created_index', properties: ['creator', 'createdAt'] },
    { name: 'creator_post_game_created_index', properties: ['game', 'createdAt'] },
  ],
});

/**
 * Concurrent viewers of a stream over time: the only raw data insights read (a stream's chart). The
 * primary key makes a re-sent sample replace the earlier one.
 */
export const StreamSampleEntity = defineEntity({
  name: 'StreamSample',
  tableName: 'stream_sample',
  properties: {
    post: () => p.manyToOne(CreatorPostEntity).mapToPk().primary().deleteRule('cascade'),
    sampledAt: p.datetime().primary(),
    viewers: p.integer(),
    intervalSeconds: p.smallint(),
    /** People in the chat at the instant (Helix chatters); null where the platform did not say. */
    chatters: p.integer().nullable(),
  },
  // The company home's live channels read only the last minutes' samples.
  indexes: [{ name: 'stream_sample_sampled_at_index', properties: ['sampledAt'] }],
});

const FIGURES = [
  'streams',
  'streamSeconds',
  'streamWatchSeconds',
  'peakCcv',
  'videos',
  'videoViews',
  'videoWatchSeconds',
  'shorts',
  'shortViews',
  'shortWatchSeconds',
] as const;

/**
 * One creator's listed posts of one Stockholm day, platform and game, summed (core's DailyRollup).
 * Rewritten for exactly the creators and days a recorded batch touches. Posts about no game are kept
 * under the nil uuid, since a primary key column cannot be null.
 */
export const CreatorDailyStatisticsEntity = defineEntity({
  name: 'CreatorDailyStatistics',
  tableName: 'creator_daily_statistics',
  properties: {
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().primary().deleteRule('cascade'),
    day: p.date().primary(),
    provider: p.string().length(16).primary(),
    gameId: p.uuid().primary(),
    streams: p.integer(),
    streamSeconds: p.bigint('number'),
    streamWatchSeconds: p.bigint('number'),
    peakCcv: p.integer(),
    videos: p.integer(),
    videoViews: p.bigint('number'),
    videoWatchSeconds: p.bigint('number'),
    shorts: p.integer(),
    shortViews: p.bigint('number'),
    shortWatchSeconds: p.bigint('number'),
  },
  // Both carry every figure, so a game's period and a ranking's first step read the index alone
  // (index-only scans), never the table's pages the rows are scattered over; measured in
  // bench/statistics.bench.ts, where a game's 180 days went from about 20 ms to 1.
  indexes: [
    { name: 'creator_daily_statistics_game_day_index', properties: ['gameId', 'day'], include: [...FIGURES, 'creator', 'provider'] },
    { name: 'creator_daily_statistics_day_index', properties: ['day'], include: [...FIGURES, 'creator', 'provider', 'gameId'] },
  ],
});

/**
 * What matchmaking reads per creator, one row each, refreshed with the creator's rollups: the last 90
 * days' average CCV and stream length, the games played, and where the channels are.
 */
export const CreatorStatisticsSummaryEntity = defineEntity({
  name: 'CreatorStatisticsSummary',
  tableName: 'creator_statistics_summary',
  properties: {
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().primary().deleteRule('cascade'),
    country: p.string().length(2).nullable(),
    /** The provider of the creator's largest channel (as country): matchmaking prices an hour watched by it. */
    platform: p.string().length(16).nullable(),
    languages: p.array(),
    gameIds: p.array(),
    averageCcv: p.double(),
    averageStreamHours: p.double(),
    /** The creator's minimum deal size; filled by the creator profile once it has one (0 until then). */
    minimumDealCents: p.bigint('number'),
    updatedAt: p.datetime(),
  },
});

export const statisticsEntities = [
  StatisticsGameEntity,
  CreatorPostEntity,
  StreamSampleEntity,
  CreatorDailyStatisticsEntity,
  CreatorStatisticsSummaryEntity,
];
