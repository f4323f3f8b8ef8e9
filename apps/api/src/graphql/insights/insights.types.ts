import type { CreatorInsights } from '@lurkit/core/insights/application/get-creator-insights.ts';
import type { GameInsights } from '@lurkit/core/insights/application/get-game-insights.ts';
import type { RankedCreatorInsightsRow } from '@lurkit/core/insights/application/rank-insights-creators.ts';
import type { CreatorInsightsRow, GameInsightsRow, PageCut } from '@lurkit/core/insights/application/insights-views.ts';
import { CREATOR_TIERS, TIER_BASES } from '@lurkit/core/shared/creator-tier.ts';
import { DATE_PRESETS } from '@lurkit/core/insights/domain/date-presets.ts';
import { POST_TYPES } from '@lurkit/core/insights/domain/post.entity.ts';
import { INSIGHTS_PLATFORMS, type InsightsFilterOptions } from '@lurkit/core/insights/domain/saved-insights-filter.schema.ts';
import type { SavedInsightsFilter } from '@lurkit/core/insights/domain/saved-insights-filter.entity.ts';
import type { StatisticsDays } from '@lurkit/core/insights/domain/statistics-days.ts';
import type { StatisticsFigures } from '@lurkit/core/insights/domain/statistics-figures.ts';
import type { InsightsChannel, InsightsCreator } from '@lurkit/core/insights/ports/insights-creator-directory.port.ts';
import type { InsightsPostDetails } from '@lurkit/core/insights/application/get-insights-post.ts';
import type { DailyFigures, StoredPost, ViewerSample } from '@lurkit/core/insights/ports/insights-statistics.port.ts';
import type { StatisticsGame } from '@lurkit/core/insights/ports/statistics-recorder.port.ts';
import { builder } from '../shared/builder.ts';
import { AudienceAuthenticityRef } from '../shared/audience-authenticity.ts';

export const InsightsPlatformEnum = builder.enumType('InsightsPlatform', { values: INSIGHTS_PLATFORMS });
export const CreatorTierEnum = builder.enumType('CreatorTier', {
  values: CREATOR_TIERS,
  description: 'Spec 9: nano, micro, mid, macro, top.',
});
export const TierBasisEnum = builder.enumType('TierBasis', { values: TIER_BASES });
export const DatePresetEnum = builder.enumType('InsightsDatePreset', { values: DATE_PRESETS });
export const PostTypeEnum = builder.enumType('InsightsPostType', { values: POST_TYPES });

export const InsightsFilterInput = builder.inputType('InsightsFilterInput', {
  description: 'Every option may be left out: the last 30 days, every platform, language, location, tier and game.',
  fields: (t) => ({
    aggregationPeriodDays: t.int({ required: false, description: '1, 3, 7, 14, 30, 90 or 180; a date preset wins over it.' }),
    datePreset: t.field({ type: DatePresetEnum, required: false }),
    platforms: t.field({ type: [InsightsPlatformEnum], required: false }),
    tierBasis: t.field({ type: TierBasisEnum, required: false }),
    tiers: t.field({ type: [CreatorTierEnum], required: false }),
    languages: t.stringList({ required: false, description: 'ISO 639-1 codes (sv).' }),
    countries: t.stringList({ required: false, description: 'ISO 3166 alpha-2 codes (SE).' }),
    gameIds: t.idList({ required: false }),
  }),
});

export const InsightsPeriodInput = builder.inputType('InsightsPeriodInput', {
  fields: (t) => ({
    aggregationPeriodDays: t.int({ required: false }),
    datePreset: t.field({ type: DatePresetEnum, required: false }),
  }),
});

export const InsightsPeriodRef = builder.objectRef<StatisticsDays>('InsightsPeriod').implement({
  description: 'Whole Stockholm days, both ends included (ISO dates).',
  fields: (t) => ({ from: t.exposeString('from'), to: t.exposeString('to') }),
});

export const InsightsFiguresRef = builder.objectRef<StatisticsFigures>('InsightsFigures').implement({
  fields: (t) => ({
    streams: t.exposeInt('streams'),
    streamHours: t.exposeFloat('streamHours', { description: 'Air time.' }),
    streamHoursWatched: t.exposeFloat('streamHoursWatched', { deprecationReason: 'The same figure as hoursWatched.' }),
    averageCcv: t.exposeFloat('averageCcv', { nullable: true }),
    peakCcv: t.exposeInt('peakCcv'),
    videos: t.exposeInt('videos'),
    videoViews: t.exposeFloat('videoViews'),
    shorts: t.exposeInt('shorts'),
    shortViews: t.exposeFloat('shortViews'),
    hoursWatched: t.exposeFloat('hoursWatched', {
      description: 'Live viewer-hours: each stream’s concurrent viewers summed over its air time. Videos and shorts are in watchTimeHours.',
    }),
    watchTimeHours: t.exposeFloat('watchTimeHours', { description: 'Hours videos and shorts were watched, as their platforms report it.' }),
    averageViews: t.exposeFloat('averageViews', { nullable: true }),
  }),
});

const DailyFiguresRef = builder.objectRef<DailyFigures>('InsightsDay').implement({
  fields: (t) => ({ day: t.exposeString('day'), figures: t.field({ type: InsightsFiguresRef, resolve: (d) => d.figures }) }),
});

const InsightsChannelRef = builder.objectRef<InsightsChannel>('InsightsChannel').implement({
  fields: (t) => ({
    provider: t.field({ type: InsightsPlatformEnum, resolve: (c) => c.provider }),
    handle: t.exposeString('handle'),
    followers: t.exposeInt('followers'),
    language: t.exposeString('language'),
    country: t.exposeString('country'),
  }),
});

export const InsightsCreatorRef = builder.objectRef<InsightsCreator>('InsightsCreator').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName'),
    channels: t.field({ type: [InsightsChannelRef], resolve: (c) => [...c.channels] }),
  }),
});

export const InsightsGameRef = builder.objectRef<StatisticsGame>('InsightsGame').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const CreatorRowRef = builder.objectRef<CreatorInsightsRow>('InsightsCreatorRow').implement({
  fields: (t) => ({
    creator: t.field({ type: InsightsCreatorRef, resolve: (r) => r.creator }),
    figures: t.field({ type: InsightsFiguresRef, resolve: (r) => r.figures }),
    tier: t.field({ type: CreatorTierEnum, resolve: (r) => r.tier }),
    authenticity: t.field({
      // Declared below; Pothos reads the fields when the schema is built.
      type: AudienceAuthenticityRef,
      nullable: true,
      description: 'On the Content creators list (judged for the whole period, read for the page at once); null on other lists.',
      resolve: (r) => ('authenticity' in r ? (r as RankedCreatorInsightsRow).authenticity : null),
    }),
  }),
});

export const GameRowRef = builder.objectRef<GameInsightsRow>('InsightsGameRow').implement({
  fields: (t) => ({
    game: t.field({ type: InsightsGameRef, resolve: (r) => r.game }),
    creators: t.exposeInt('creators'),
    figures: t.field({ type: InsightsFiguresRef, resolve: (r) => r.figures }),
  }),
});

type RankingView<T> = PageCut<T> & { days: StatisticsDays };

export const CreatorRankingRef = builder.objectRef<RankingView<CreatorInsightsRow>>('InsightsCreatorRanking').implement({
  description: 'One keyset page: pass endCursor as `after` for the next.',
  fields: (t) => ({
    rows: t.field({ type: [CreatorRowRef], resolve: (p) => [...p.rows] }),
    totalCount: t.exposeInt('total'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
    period: t.field({ type: InsightsPeriodRef, resolve: (p) => p.days }),
  }),
});
export const GameRankingRef = builder.objectRef<RankingView<GameInsightsRow>>('InsightsGameRanking').implement({
  description: 'One keyset page: pass endCursor as `after` for the next.',
  fields: (t) => ({
    rows: t.field({ type: [GameRowRef], resolve: (p) => [...p.rows] }),
    totalCount: t.exposeInt('total'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
    period: t.field({ type: InsightsPeriodRef, resolve: (p) => p.days }),
  }),
});

export const PostRef = builder.objectRef<StoredPost>('InsightsPost').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: PostTypeEnum, resolve: (p) => p.type }),
    provider: t.field({ type: InsightsPlatformEnum, resolve: (p) => p.provider }),
    title: t.exposeString('title'),
    gameId: t.exposeID('gameId', { nullable: true }),
    durationSeconds: t.exposeInt('durationSeconds'),
    views: t.exposeFloat('views'),
    hoursWatched: t.exposeFloat('hoursWatched'),
    averageCcv: t.exposeFloat('averageCcv'),
    peakCcv: t.exposeInt('peakCcv'),
    listed: t.exposeBoolean('listed'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ViewerSampleRef = builder.objectRef<ViewerSample>('InsightsViewerSample').implement({
  fields: (t) => ({ sampledAt: t.expose('sampledAt', { type: 'DateTime' }), viewers: t.exposeInt('viewers') }),
});

export const PostDetailsRef = builder.objectRef<InsightsPostDetails>('InsightsPostDetails').implement({
  fields: (t) => ({
    post: t.field({ type: PostRef, resolve: (d) => d.post }),
    viewers: t.field({
      type: [ViewerSampleRef],
      description: "A stream's concurrent viewers over time, oldest first; empty for videos and shorts.",
      resolve: (d) => [...d.viewers],
    }),
  }),
});

export const PostPageRef = builder.objectRef<PageCut<StoredPost>>('InsightsPostPage').implement({
  fields: (t) => ({
    rows: t.field({ type: [PostRef], resolve: (p) => [...p.rows] }),
    totalCount: t.exposeInt('total'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

export const CreatorInsightsRef = builder.objectRef<CreatorInsights>('CreatorInsights').implement({
  fields: (t) => ({
    creator: t.field({ type: InsightsCreatorRef, resolve: (c) => c.creator }),
    period: t.field({ type: InsightsPeriodRef, resolve: (c) => c.days }),
    figures: t.field({ type: InsightsFiguresRef, resolve: (c) => c.figures }),
    tierByCcv: t.field({ type: CreatorTierEnum, resolve: (c) => c.tierByCcv }),
    tierByViews: t.field({ type: CreatorTierEnum, resolve: (c) => c.tierByViews }),
    daily: t.field({ type: [DailyFiguresRef], description: 'Every day of the period, oldest first.', resolve: (c) => [...c.daily] }),
    games: t.field({ type: [GameRowRef], resolve: (c) => [...c.games] }),
    authenticity: t.field({ type: AudienceAuthenticityRef, resolve: (c) => c.authenticity }),
  }),
});

export const GameInsightsRef = builder.objectRef<GameInsights>('GameInsights').implement({
  fields: (t) => ({
    game: t.field({ type: InsightsGameRef, resolve: (g) => g.game }),
    period: t.field({ type: InsightsPeriodRef, resolve: (g) => g.days }),
    creators: t.exposeInt('creators'),
    figures: t.field({ type: InsightsFiguresRef, resolve: (g) => g.figures }),
    daily: t.field({ type: [DailyFiguresRef], resolve: (g) => [...g.daily] }),
    topCreators: t.field({ type: [CreatorRowRef], resolve: (g) => [...g.topCreators] }),
  }),
});

const FilterOptionsRef = builder.objectRef<InsightsFilterOptions>('InsightsFilterOptions').implement({
  description: 'The same fields as InsightsFilterInput, so a saved filter is sent back as it is.',
  fields: (t) => ({
    aggregationPeriodDays: t.exposeInt('aggregationPeriodDays'),
    datePreset: t.field({ type: DatePresetEnum, nullable: true, resolve: (o) => o.datePreset ?? null }),
    platforms: t.field({ type: [InsightsPlatformEnum], resolve: (o) => o.platforms }),
    tierBasis: t.field({ type: TierBasisEnum, resolve: (o) => o.tierBasis }),
    tiers: t.field({ type: [CreatorTierEnum], resolve: (o) => o.tiers }),
    languages: t.exposeStringList('languages'),
    countries: t.exposeStringList('countries'),
    gameIds: t.exposeIDList('gameIds'),
  }),
});

export const SavedInsightsFilterRef = builder.objectRef<SavedInsightsFilter>('SavedInsightsFilter').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    options: t.field({ type: FilterOptionsRef, resolve: (f) => f.options }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
