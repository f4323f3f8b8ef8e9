import { GetQuestResults, type QuestResultsView } from '@lurkit/core/quests/application/get-quest-results.ts';
import type {
  ActivationResult,
  ContentResult,
  CreatorResult,
  GameResult,
  QuestResultsFunnel,
  QuestResultsTotals,
} from '@lurkit/core/quests/domain/quest-results.ts';
import type { ContentFigures } from '@lurkit/core/quests/ports/quest-content-figures.port.ts';
import type { Cents } from '@lurkit/core/shared/money.ts';
import { builder } from '../shared/builder.ts';
import { companyIdOf } from '../shared/company.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { unwrap } from '../shared/errors.ts';
import { Money } from '../shared/money.ts';
import { CreatorNameRef, QuestBadgeEnum, QuestRef, QuestRunRef } from './quest.types.ts';

const money = (cents: Cents) => ({ cents });

/** Display names of the rows' creators, one read per request. */
async function loadCreatorNames(ids: string[], ctx: GraphQLContext) {
  const rows = await ctx.scope.quests.creatorNames(ids);
  return ids.map((id) => rows.find((r) => r.id === id) ?? null);
}

const TotalsRef = builder.objectRef<QuestResultsTotals>('QuestResultsTotals').implement({
  fields: (t) => ({
    content: t.exposeInt('content', { description: 'Approved content counted.' }),
    views: t.exposeFloat('views'),
    hoursWatched: t.exposeFloat('hoursWatched'),
    averageCcv: t.exposeFloat('averageCcv', { nullable: true, description: "Streams' average concurrent viewers, weighted by length." }),
    creators: t.exposeInt('creators', { description: 'Creators with a paid deal.' }),
    spent: t.field({ type: Money, description: 'Paid deals, less refunds.', resolve: (r) => money(r.spent) }),
    costPerHourWatched: t.field({
      type: Money,
      nullable: true,
      resolve: (r) => (r.costPerHourWatched === null ? null : money(r.costPerHourWatched)),
    }),
  }),
});

const FunnelRef = builder.objectRef<QuestResultsFunnel>('QuestResultsFunnel').implement({
  fields: (t) => ({
    offers: t.exposeInt('offers'),
    accepted: t.exposeInt('accepted'),
    paid: t.exposeInt('paid'),
    contentApproved: t.exposeInt('contentApproved'),
    completed: t.exposeInt('completed'),
  }),
});

const CreatorResultRef = builder.objectRef<CreatorResult>('QuestCreatorResult').implement({
  fields: (t) => ({
    content: t.exposeInt('content', { description: 'Approved content counted.' }),
    views: t.exposeFloat('views'),
    hoursWatched: t.exposeFloat('hoursWatched'),
    averageCcv: t.exposeFloat('averageCcv', { nullable: true, description: "Streams' average concurrent viewers, weighted by length." }),
    creatorId: t.exposeID('creatorId'),
    creator: t.loadable({ type: CreatorNameRef, nullable: true, load: loadCreatorNames, resolve: (r) => r.creatorId }),
    deals: t.exposeInt('deals'),
    spent: t.field({ type: Money, resolve: (r) => money(r.spent) }),
    badges: t.field({ type: [QuestBadgeEnum], resolve: (r) => [...r.badges] }),
  }),
});

const GameResultRef = builder.objectRef<GameResult>('QuestGameResult').implement({
  fields: (t) => ({
    content: t.exposeInt('content', { description: 'Approved content counted.' }),
    views: t.exposeFloat('views'),
    hoursWatched: t.exposeFloat('hoursWatched'),
    averageCcv: t.exposeFloat('averageCcv', { nullable: true, description: "Streams' average concurrent viewers, weighted by length." }),
    gameId: t.exposeID('gameId', { nullable: true }),
    gameName: t.exposeString('gameName', { nullable: true, description: 'Null for content about no game.' }),
    creators: t.exposeInt('creators'),
  }),
});

const FiguresRef = builder.objectRef<ContentFigures>('QuestContentFigures').implement({
  description: 'What the platform reports for the post behind submitted content (spec 3, posts).',
  fields: (t) => ({
    postType: t.exposeString('postType'),
    title: t.exposeString('title'),
    gameName: t.exposeString('gameName', { nullable: true }),
    durationSeconds: t.exposeInt('durationSeconds'),
    views: t.exposeFloat('views'),
    hoursWatched: t.exposeFloat('hoursWatched'),
    averageCcv: t.exposeFloat('averageCcv'),
    listed: t.exposeBoolean('listed'),
    postedAt: t.expose('postedAt', { type: 'DateTime' }),
  }),
});

const ContentReviewStateEnum = builder.enumType('QuestContentReviewState', { values: ['approved', 'declined', 'inReview'] as const });

const ContentResultRef = builder.objectRef<ContentResult>('QuestContentResult').implement({
  fields: (t) => ({
    runId: t.exposeID('runId'),
    creatorId: t.exposeID('creatorId'),
    creator: t.loadable({ type: CreatorNameRef, nullable: true, load: loadCreatorNames, resolve: (r) => r.creatorId }),
    url: t.exposeString('url'),
    submittedAt: t.expose('submittedAt', { type: 'DateTime' }),
    review: t.expose('review', { type: ContentReviewStateEnum }),
    figures: t.expose('figures', { type: FiguresRef, nullable: true }),
  }),
});

const ActivationResultRef = builder.objectRef<ActivationResult>('QuestActivationResult').implement({
  description: 'One deal past acceptance: a creator’s activation of the Quest.',
  fields: (t) => ({
    run: t.expose('run', { type: QuestRunRef }),
    amount: t.field({ type: Money, resolve: (a) => money(a.amount) }),
    figures: t.expose('figures', { type: FiguresRef, nullable: true }),
  }),
});

const QuestResultsRef = builder.objectRef<QuestResultsView>('QuestResults').implement({
  description: 'Results of a Quest (spec 2: /results, /creators, /games, /activations, /content).',
  fields: (t) => ({
    quest: t.expose('quest', { type: QuestRef }),
    totals: t.expose('totals', { type: TotalsRef }),
    funnel: t.expose('funnel', { type: FunnelRef }),
    creators: t.field({ type: [CreatorResultRef], resolve: (r) => [...r.creators] }),
    games: t.field({ type: [GameResultRef], resolve: (r) => [...r.games] }),
    activations: t.field({ type: [ActivationResultRef], resolve: (r) => [...r.activations] }),
    content: t.field({ type: [ContentResultRef], resolve: (r) => [...r.content] }),
  }),
});

builder.queryField('questResults', (t) =>
  t.field({
    type: QuestResultsRef,
    description: "Results of the company's own Quest: totals, funnel, per creator, per game, deals and submitted content.",
    authScopes: { companyMember: true },
    args: { questId: t.arg.id() },
    resolve: async (_root, { questId }, ctx) =>
      unwrap(await new GetQuestResults(ctx.scope.quests).execute({ companyId: companyIdOf(ctx), questId: String(questId) })),
  }),
);
