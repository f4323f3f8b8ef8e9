import { GetCreatorInsights } from '@lurkit/core/insights/application/get-creator-insights.ts';
import { GetInsightsPost } from '@lurkit/core/insights/application/get-insights-post.ts';
import { GetGameInsights } from '@lurkit/core/insights/application/get-game-insights.ts';
import { ListCreatorPosts } from '@lurkit/core/insights/application/list-creator-posts.ts';
import { RankInsightsCreators } from '@lurkit/core/insights/application/rank-insights-creators.ts';
import { RankInsightsGames } from '@lurkit/core/insights/application/rank-insights-games.ts';
import { SearchInsightsGames } from '@lurkit/core/insights/application/search-insights-games.ts';
import { builder, MAX_PAGE_SIZE } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { unwrap } from '../shared/errors.ts';
import { planAllows } from '../shared/plan-gate.ts';
import {
  CreatorInsightsRef,
  CreatorRankingRef,
  GameInsightsRef,
  GameRankingRef,
  InsightsFilterInput,
  PostDetailsRef,
  InsightsGameRef,
  InsightsPeriodInput,
  PostPageRef,
  PostTypeEnum,
} from './insights.types.ts';

/** 20 unless asked, between 1 and MAX_PAGE_SIZE whatever is asked. */
const pageSize = (first: number | null | undefined) => Math.min(Math.max(first ?? 20, 1), MAX_PAGE_SIZE);

/*
 * Insights read creators' public channel statistics, which no company owns: every company member
 * on a plan with Insights reads every creator and game; other plans answer 'Upgrade to unlock'.
 * Creators and signed-out visitors are refused by the scope.
 */
builder.queryFields((t) => ({
  insightsCreators: t.field({
    type: CreatorRankingRef,
    description: 'The livestream Content creators tab: creators by hours watched over the period, filtered.',
    authScopes: { companyMember: true },
    args: {
      filter: t.arg({ type: InsightsFilterInput, required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) =>
      (await planAllows(ctx, 'insights')) &&
      unwrap(
        await new RankInsightsCreators(ctx.scope.insights).execute({
          filter: args.filter,
          limit: pageSize(args.first),
          after: args.after ?? null,
        }),
      ),
  }),
  insightsGames: t.field({
    type: GameRankingRef,
    description: 'The livestream Games tab: games by hours watched over the period, by the filtered creators.',
    authScopes: { companyMember: true },
    args: {
      filter: t.arg({ type: InsightsFilterInput, required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) =>
      (await planAllows(ctx, 'insights')) &&
      unwrap(
        await new RankInsightsGames(ctx.scope.insights).execute({
          filter: args.filter,
          limit: pageSize(args.first),
          after: args.after ?? null,
        }),
      ),
  }),
  insightsCreator: t.field({
    type: CreatorInsightsRef,
    authScopes: { companyMember: true },
    args: { creatorId: t.arg.id(), period: t.arg({ type: InsightsPeriodInput, required: false }) },
    resolve: async (_root, args, ctx) =>
      (await planAllows(ctx, 'insights')) &&
      unwrap(await new GetCreatorInsights(ctx.scope.insights).execute({ creatorId: String(args.creatorId), period: args.period })),
  }),
  insightsCreatorPosts: t.field({
    type: PostPageRef,
    description: "A creator's streams, videos or shorts, newest first (unlisted ones marked).",
    authScopes: { companyMember: true },
    args: {
      creatorId: t.arg.id(),
      type: t.arg({ type: PostTypeEnum }),
      ended: t.arg.boolean({ required: false, description: 'Streams that have ended only (the VODs): none still live.' }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) =>
      (await planAllows(ctx, 'insights')) &&
      unwrap(
        await new ListCreatorPosts(ctx.scope.insights).execute({
          creatorId: String(args.creatorId),
          type: args.type,
          limit: pageSize(args.first),
          after: args.after ?? null,
          endedOnly: args.ended ?? false,
        }),
      ),
  }),
  insightsPost: t.field({
    type: PostDetailsRef,
    description: "One of a creator's streams, videos or shorts (selected on the details page), a stream with its viewer curve.",
    authScopes: { companyMember: true },
    args: { creatorId: t.arg.id(), postId: t.arg.id() },
    resolve: async (_root, args, ctx) =>
      (await planAllows(ctx, 'insights')) &&
      unwrap(await new GetInsightsPost(ctx.scope.insights).execute({ creatorId: String(args.creatorId), postId: String(args.postId) })),
  }),
  insightsGame: t.field({
    type: GameInsightsRef,
    authScopes: { companyMember: true },
    args: { gameId: t.arg.id(), period: t.arg({ type: InsightsPeriodInput, required: false }) },
    resolve: async (_root, args, ctx) =>
      (await planAllows(ctx, 'insights')) &&
      unwrap(await new GetGameInsights(ctx.scope.insights).execute({ gameId: String(args.gameId), period: args.period })),
  }),
  insightsGameSearch: t.field({
    type: [InsightsGameRef],
    description: "The game filter's suggestions: up to 20 games whose name contains the text.",
    authScopes: { companyMember: true },
    args: { search: t.arg.string() },
    resolve: async (_root, args, ctx) =>
      (await planAllows(ctx, 'insights')) && unwrap(await new SearchInsightsGames(ctx.scope.insights).execute({ search: args.search })),
  }),
}));

// A creator's own channel figures for their home (spec 2: creator home shows analytics): their own
// data, so no company plan is involved.
builder.queryField('myInsights', (t) =>
  t.field({
    type: CreatorInsightsRef,
    nullable: true,
    description: "The signed-in creator's own figures over the period (last 30 days unless asked); null for an account that is no creator.",
    authScopes: { userType: 'Creator' },
    args: { period: t.arg({ type: InsightsPeriodInput, required: false }) },
    resolve: async (_root, args, ctx) => {
      const result = await new GetCreatorInsights(ctx.scope.insights).execute({ creatorId: actorId(ctx), period: args.period });
      if (!result.ok && result.error.code === 'INSIGHTS.CREATOR_NOT_FOUND') return null;
      return unwrap(result);
    },
  }),
);
