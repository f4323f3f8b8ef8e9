import { SuggestLooserFilters } from '@lurkit/core/matchmaking/application/loosen-matchmaking-list.ts';
import { LOOSENABLE_FILTERS } from '@lurkit/core/matchmaking/domain/loosen-brief.ts';
import { MATCH_SCORES } from '@lurkit/core/matchmaking/domain/match-score.ts';
import { OBJECTIVES, STRATEGIES, type MatchmakingBrief } from '@lurkit/core/matchmaking/domain/matchmaking-brief.schema.ts';
import type { GeneratedResults, MatchmakingList, MatchmakingListSummary } from '@lurkit/core/matchmaking/domain/matchmaking-list.entity.ts';
import type { CreatorMatch } from '@lurkit/core/matchmaking/domain/score-creator.ts';
import type { Cents } from '@lurkit/core/shared/money.ts';
import { builder } from '../shared/builder.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { Money } from '../shared/money.ts';
import { ActivationTypeEnum } from '../invitations/index.ts';
import { ListedCreatorRef, loadListedCreators } from '../creator-lists/index.ts';
import { addAuthenticityField } from '../shared/audience-authenticity.ts';
import { unwrap } from '../shared/errors.ts';

export const MatchmakingObjectiveEnum = builder.enumType('MatchmakingObjective', { values: OBJECTIVES });
export const MatchmakingStrategyEnum = builder.enumType('MatchmakingStrategy', { values: STRATEGIES });
export const MatchScoreEnum = builder.enumType('MatchScore', { values: MATCH_SCORES });
export const LoosenableFilterEnum = builder.enumType('MatchmakingLoosenableFilter', {
  description: 'LANGUAGES: any language; LOCATIONS: any location, no region budgets; MAX_BID: the max bid at the highest list price.',
  values: LOOSENABLE_FILTERS,
});

const LooserFilterRef = builder
  .objectRef<{ filter: (typeof LOOSENABLE_FILTERS)[number]; addsBack: number }>('MatchmakingLooserFilter')
  .implement({
    fields: (t) => ({
      filter: t.field({ type: LoosenableFilterEnum, resolve: (l) => l.filter }),
      addsBack: t.exposeInt('addsBack', { description: 'Creators the results would hold with this filter alone loosened.' }),
    }),
  });

const money = (cents: Cents) => ({ cents });

const RegionBudgetRef = builder.objectRef<{ location: string; cents: Cents }>('MatchmakingRegionBudget').implement({
  fields: (t) => ({
    location: t.exposeString('location', { description: 'A two-letter country code or a region (EUROPE, NORTH_AMERICA, ...).' }),
    amount: t.field({ type: Money, resolve: (b) => money(b.cents) }),
  }),
});

const BriefBudgetRef = builder.objectRef<MatchmakingBrief['budget']>('MatchmakingBudget').implement({
  fields: (t) => ({
    total: t.field({ type: Money, resolve: (b) => money(b.totalCents) }),
    perRegion: t.field({
      type: [RegionBudgetRef],
      resolve: (b) => Object.entries(b.perRegionCents).flatMap(([location, cents]) => (cents === undefined ? [] : [{ location, cents }])),
    }),
    maxBidPerHourWatched: t.field({ type: Money, resolve: (b) => money(b.maxBidPerHourWatchedCents) }),
  }),
});

/** The activation's and game's names, read only when asked and only for the list's own company. */
async function activationName(brief: MatchmakingBrief, companyId: string, ctx: GraphQLContext): Promise<string | null> {
  const activation = await ctx.scope.invitations.activations.findActivation(brief.activation.type, brief.activation.id);
  return activation && activation.companyId === companyId ? activation.name : null;
}

const BriefRef = builder.objectRef<{ brief: MatchmakingBrief; companyId: string }>('MatchmakingBrief').implement({
  description: 'Spec 3: what the wizard asked for (game, similar games, strategy, languages, locations, objective, budget, hours).',
  fields: (t) => ({
    activationType: t.field({ type: ActivationTypeEnum, resolve: (b) => b.brief.activation.type }),
    activationId: t.id({ resolve: (b) => b.brief.activation.id }),
    activationName: t.string({ nullable: true, resolve: (b, _args, ctx) => activationName(b.brief, b.companyId, ctx) }),
    objective: t.field({ type: MatchmakingObjectiveEnum, resolve: (b) => b.brief.objective }),
    strategy: t.field({ type: MatchmakingStrategyEnum, resolve: (b) => b.brief.strategy }),
    gameId: t.id({ resolve: (b) => b.brief.gameId }),
    gameName: t.string({
      nullable: true,
      resolve: async (b, _args, ctx) => (await ctx.scope.insights.statistics.findGames([b.brief.gameId]))[0]?.name ?? null,
    }),
    similarGameIds: t.idList({ resolve: (b) => [...b.brief.similarGameIds] }),
    languages: t.stringList({ resolve: (b) => [...b.brief.languages] }),
    locations: t.stringList({ resolve: (b) => [...b.brief.locations] }),
    budget: t.field({ type: BriefBudgetRef, resolve: (b) => b.brief.budget }),
    minContentDurationHours: t.float({ resolve: (b) => b.brief.minContentDurationHours }),
    hoursPerCreator: t.float({ resolve: (b) => b.brief.hoursPerCreator }),
  }),
});

const ValueBasisEnum = builder.enumType('MatchValueBasis', { values: ['ESTIMATE', 'OBSERVED_WISHLISTS'] as const });

const MatchRef = builder.objectRef<{ match: CreatorMatch; selected: boolean }>('MatchmakingMatch').implement({
  description: 'One row of the results, as generated: the figures do not change afterwards.',
  fields: (t) => ({
    creator: t.loadable({ type: ListedCreatorRef, load: loadListedCreators, resolve: (m) => m.match.creatorId }),
    creatorId: t.id({ resolve: (m) => m.match.creatorId }),
    matchScore: t.field({ type: MatchScoreEnum, resolve: (m) => m.match.matchScore }),
    points: t.int({ description: '0-100, the score behind the match score.', resolve: (m) => m.match.points }),
    suggestedOffer: t.field({ type: Money, resolve: (m) => money(m.match.suggestedOfferCents) }),
    predictedCcv: t.int({ resolve: (m) => m.match.predictedCcv }),
    predictedHoursWatched: t.float({ resolve: (m) => m.match.predictedHoursWatched }),
    estimatedCostPerHour: t.field({
      type: Money,
      description: 'Per hour watched, the unit of the max bid.',
      resolve: (m) => money(m.match.estimatedCostPerHourCents),
    }),
    valueBasis: t.field({
      type: ValueBasisEnum,
      description: 'What the value signal stood on: the list price only, or also the wishlists per hour watched this company observed.',
      resolve: (m) => m.match.valueBasis ?? 'ESTIMATE',
    }),
    observedWishlistsPerHourWatched: t.float({
      nullable: true,
      description: "From the company's own imported Steam UTM reports; null when unknown.",
      resolve: (m) => m.match.observedWishlistsPerHourWatched ?? null,
    }),
    selected: t.boolean({ resolve: (m) => m.selected }),
  }),
});

// On the row as well as its creator: the results are nested deep, and the row keeps the query within the depth limit.
addAuthenticityField(MatchRef, (m) => m.match.creatorId);

const ResultsRef = builder.objectRef<{ results: GeneratedResults; selected: ReadonlySet<string> }>('MatchmakingResults').implement({
  fields: (t) => ({
    generatedAt: t.field({ type: 'DateTime', resolve: (r) => r.results.generatedAt }),
    totalSuggestedOffer: t.field({ type: Money, resolve: (r) => money(r.results.totalSuggestedOfferCents) }),
    matches: t.field({
      type: [MatchRef],
      resolve: (r) => r.results.matches.map((match) => ({ match, selected: r.selected.has(match.creatorId) })),
    }),
  }),
});

export const MatchmakingListRef = builder.objectRef<MatchmakingList>('MatchmakingList').implement({
  description: 'Spec 3: a stored matchmaking list, its brief, its static results and the rows selected to invite.',
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    brief: t.field({ type: BriefRef, resolve: (l) => ({ brief: l.brief, companyId: l.companyId }) }),
    results: t.field({
      type: ResultsRef,
      nullable: true,
      resolve: (l) => (l.results ? { results: l.results, selected: new Set(l.selectedCreatorIds) } : null),
    }),
    selectedCreatorIds: t.idList({ resolve: (l) => [...l.selectedCreatorIds] }),
    looserFilters: t.field({
      type: [LooserFilterRef],
      description: 'When the filters left nobody: each filter worth loosening and how many creators it would bring, most first.',
      resolve: async (l, _args, ctx) =>
        unwrap(await new SuggestLooserFilters(ctx.scope.matchmaking).execute({ companyId: l.companyId, listId: l.id })),
    }),
  }),
});

export const MatchmakingListSummaryRef = builder
  .objectRef<MatchmakingListSummary & { companyId: string }>('MatchmakingListSummary')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      generatedAt: t.expose('generatedAt', { type: 'DateTime', nullable: true }),
      brief: t.field({ type: BriefRef, resolve: (l) => ({ brief: l.brief, companyId: l.companyId }) }),
      matchCount: t.exposeInt('matchCount'),
      selectedCount: t.exposeInt('selectedCount'),
    }),
  });
