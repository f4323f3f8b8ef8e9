import { GetCompanyHome, type CompanyHome, type LiveChannelRow } from '@lurkit/core/insights/application/get-company-home.ts';
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

/** Each field reads only its own part (CompanyHome), so a query asking for one figure runs one aggregate. */
const CompanyHomeRef = builder.objectRef<CompanyHome>('CompanyHome').implement({
  description: 'The company home’s figures for the games it follows (its own games when none is chosen).',
  fields: (t) => ({
    period: t.field({ type: InsightsPeriodRef, resolve: (h) => h.days }),
    selectedGames: t.field({ type: [InsightsGameRef], resolve: async (h) => [...(await h.selectedGames())] }),
    followedGames: t.field({
      type: [InsightsGameRef],
      description: 'The games the figures follow: the chosen ones, or else the company’s own.',
      resolve: async (h) => [...(await h.followedGames())],
    }),
    gameChoices: t.field({ type: [InsightsGameRef], resolve: async (h) => [...(await h.gameChoices())] }),
    liveChannels: t.int({ resolve: (h) => h.liveChannels() }),
    liveViewers: t.int({ resolve: (h) => h.liveViewers() }),
    live: t.field({ type: [LiveChannelRef], resolve: async (h) => [...(await h.live())] }),
    mostStreamedGames: t.field({ type: [GameRowRef], resolve: async (h) => [...(await h.mostStreamedGames())] }),
    biggestCreators: t.field({ type: [CreatorRowRef], resolve: async (h) => [...(await h.biggestCreators())] }),
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
    resolve: (_root, args, ctx) =>
      unwrap(new GetCompanyHome(ctx.scope.insights).open({ companyId: companyIdOf(ctx), gameIds: args.gameIds?.map(String) ?? null })),
  }),
);
