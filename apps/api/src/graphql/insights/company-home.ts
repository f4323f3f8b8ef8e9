import { GetCompanyHome, type CompanyHomeView, type LiveChannelRow } from '@lurkit/core/insights/application/get-company-home.ts';
import { builder } from '../shared/builder.ts';
import { companyIdOf } from '../shared/company.ts';
import { unwrap } from '../shared/errors.ts';
import {
  CreatorRowRef,
  GameRowRef,
  InsightsCreatorRef,
  InsightsGameRef,
  InsightsPeriodRef,
  InsightsPlatformEnum,
} from './insights.types.ts';

const LiveChannelRef = builder.objectRef<LiveChannelRow>('LiveChannel').implement({
  description: 'A channel streaming now, with its viewers at the latest sample.',
  fields: (t) => ({
    creator: t.field({ type: InsightsCreatorRef, resolve: (r) => r.creator }),
    provider: t.field({ type: InsightsPlatformEnum, resolve: (r) => r.provider }),
    title: t.exposeString('title'),
    game: t.field({ type: InsightsGameRef, nullable: true, resolve: (r) => r.game }),
    viewers: t.exposeInt('viewers'),
  }),
});

const CompanyHomeRef = builder.objectRef<CompanyHomeView>('CompanyHome').implement({
  description: 'The company home’s figures for the games it follows (its own games when none is chosen).',
  fields: (t) => ({
    period: t.field({ type: InsightsPeriodRef, resolve: (h) => h.days }),
    selectedGames: t.field({ type: [InsightsGameRef], resolve: (h) => [...h.selectedGames] }),
    followedGames: t.field({
      type: [InsightsGameRef],
      description: 'The games the figures follow: the chosen ones, or else the company’s own.',
      resolve: (h) => [...h.followedGames],
    }),
    gameChoices: t.field({ type: [InsightsGameRef], resolve: (h) => [...h.gameChoices] }),
    liveChannels: t.exposeInt('liveChannels'),
    liveViewers: t.exposeInt('liveViewers'),
    live: t.field({ type: [LiveChannelRef], resolve: (h) => [...h.live] }),
    mostStreamedGames: t.field({ type: [GameRowRef], resolve: (h) => [...h.mostStreamedGames] }),
    biggestCreators: t.field({ type: [CreatorRowRef], resolve: (h) => [...h.biggestCreators] }),
  }),
});

/*
 * Creators' public statistics, which no company owns, summed without Insights' filters: every company
 * member reads it whatever the plan (Insights itself stays behind 'Upgrade to unlock').
 */
builder.queryField('companyHome', (t) =>
  t.field({
    type: CompanyHomeRef,
    description: 'Company home (spec 2): live channels and viewers, most streamed games and biggest creators over 30 days.',
    authScopes: { companyMember: true },
    args: { gameIds: t.arg.idList({ required: false, description: 'The games selection; up to 10.' }) },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new GetCompanyHome(ctx.scope.insights).execute({ companyId: companyIdOf(ctx), gameIds: args.gameIds?.map(String) ?? null }),
      ),
  }),
);
