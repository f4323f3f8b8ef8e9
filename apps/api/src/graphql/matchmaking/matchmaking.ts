import {
  ChangeMatchmakingSelection,
  ClearMatchmakingSelection,
  MatchmakingSelectionToInvite,
} from '@lurkit/core/matchmaking/application/change-matchmaking-selection.ts';
import { CreateMatchmakingList } from '@lurkit/core/matchmaking/application/create-matchmaking-list.ts';
import { GenerateMatchmakingResults } from '@lurkit/core/matchmaking/application/generate-matchmaking-results.ts';
import { LoosenMatchmakingList } from '@lurkit/core/matchmaking/application/loosen-matchmaking-list.ts';
import { ListMatchmakingLists, ViewMatchmakingList } from '@lurkit/core/matchmaking/application/matchmaking-queries.ts';
import { ActivationRequired } from '@lurkit/core/matchmaking/domain/matchmaking.errors.ts';
import { parseBrief } from '@lurkit/core/matchmaking/domain/matchmaking-brief.ts';
import { InviteCreators } from '@lurkit/core/invitations/application/invite-creators.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { companyIdOf } from '../shared/company.ts';
import { toGraphQLError, unwrap } from '../shared/errors.ts';
import { ActivationTypeEnum, InviteReportRef } from '../invitations/index.ts';
import {
  LoosenableFilterEnum,
  MatchmakingListRef,
  MatchmakingListSummaryRef,
  MatchmakingObjectiveEnum,
  MatchmakingStrategyEnum,
} from './matchmaking.types.ts';

const RegionBudgetInput = builder.inputType('MatchmakingRegionBudgetInput', {
  fields: (t) => ({ location: t.string(), cents: t.field({ type: 'Cents' }) }),
});

/**
 * The wizard's answers. Activation and objective are optional here so that leaving one out answers
 * the spec's own message at its field ("Select an activation to continue.") instead of a schema error.
 */
const BriefInput = builder.inputType('MatchmakingBriefInput', {
  fields: (t) => ({
    activationType: t.field({ type: ActivationTypeEnum, required: false }),
    activationId: t.id({ required: false }),
    objective: t.field({ type: MatchmakingObjectiveEnum, required: false }),
    strategy: t.field({ type: MatchmakingStrategyEnum, required: false }),
    gameId: t.id(),
    similarGameIds: t.idList({ required: false }),
    languages: t.stringList({ required: false, description: 'Two-letter language codes.' }),
    locations: t.stringList({ required: false, description: 'Two-letter country codes or regions.' }),
    totalBudgetCents: t.field({ type: 'Cents' }),
    regionBudgets: t.field({ type: [RegionBudgetInput], required: false }),
    maxBidPerHourWatchedCents: t.field({ type: 'Cents' }),
    minContentDurationHours: t.float({ required: false }),
    hoursPerCreator: t.float(),
  }),
});

builder.queryField('matchmakingLists', (t) =>
  t.field({
    type: [MatchmakingListSummaryRef],
    description: "The company's matchmaking lists, newest first.",
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) => {
      const companyId = companyIdOf(ctx);
      const lists = await new ListMatchmakingLists(ctx.scope.matchmaking).execute({ companyId });
      return lists.map((l) => ({ ...l, companyId }));
    },
  }),
);

builder.queryField('matchmakingList', (t) =>
  t.field({
    type: MatchmakingListRef,
    description: "One of the company's matchmaking lists with its results.",
    authScopes: { companyMember: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) =>
      unwrap(await new ViewMatchmakingList(ctx.scope.matchmaking).execute({ companyId: companyIdOf(ctx), listId: String(id) })),
  }),
);

builder.mutationField('generateMatchmakingList', (t) =>
  t.field({
    type: MatchmakingListRef,
    description: "Stores the wizard's brief as a matchmaking list and ranks the creators once: the results never change afterwards.",
    authScopes: { companyMember: true },
    args: { input: t.arg({ type: BriefInput }) },
    resolve: async (_root, { input }, ctx) => {
      const companyId = companyIdOf(ctx);
      const brief = {
        activation: input.activationType && input.activationId ? { type: input.activationType, id: String(input.activationId) } : null,
        objective: input.objective ?? null,
        strategy: input.strategy ?? undefined,
        gameId: String(input.gameId),
        similarGameIds: (input.similarGameIds ?? []).map(String),
        languages: input.languages ?? [],
        locations: input.locations ?? [],
        budget: {
          totalCents: input.totalBudgetCents,
          perRegionCents: Object.fromEntries((input.regionBudgets ?? []).map((b) => [b.location.trim().toUpperCase(), b.cents])),
          maxBidPerHourWatchedCents: input.maxBidPerHourWatchedCents,
        },
        minContentDurationHours: input.minContentDurationHours ?? undefined,
        hoursPerCreator: input.hoursPerCreator,
      };
      const parsed = unwrap(parseBrief(brief));
      // Only the company's own activations: a list is an invitation waiting to happen.
      const activation = await ctx.scope.invitations.activations.findActivation(parsed.activation.type, parsed.activation.id);
      if (!activation || activation.companyId !== companyId) throw toGraphQLError(new ActivationRequired());
      const deps = ctx.scope.matchmaking;
      const list = unwrap(await new CreateMatchmakingList(deps).execute({ companyId, brief }));
      const results = unwrap(await new GenerateMatchmakingResults(deps).execute({ companyId, listId: list.id }));
      return { ...list, results };
    },
  }),
);

builder.mutationField('loosenMatchmakingList', (t) =>
  t.field({
    type: MatchmakingListRef,
    description: "A new list from the list's brief with one filter loosened, ranked once; the list asked about stays as it was.",
    authScopes: { companyMember: true },
    args: { listId: t.arg.id(), filter: t.arg({ type: LoosenableFilterEnum }) },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new LoosenMatchmakingList(ctx.scope.matchmaking).execute({
          companyId: companyIdOf(ctx),
          listId: String(args.listId),
          filter: args.filter,
        }),
      ),
  }),
);

builder.mutationField('changeMatchmakingSelection', (t) =>
  t.field({
    type: MatchmakingListRef,
    description: 'Selects and unselects rows of the results; only creators in the results can be selected.',
    authScopes: { companyMember: true },
    args: { listId: t.arg.id(), select: t.arg.idList({ required: false }), unselect: t.arg.idList({ required: false }) },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new ChangeMatchmakingSelection(ctx.scope.matchmaking).execute({
          companyId: companyIdOf(ctx),
          listId: String(args.listId),
          select: (args.select ?? []).map(String),
          unselect: (args.unselect ?? []).map(String),
        }),
      ),
  }),
);

builder.mutationField('clearMatchmakingSelection', (t) =>
  t.field({
    type: MatchmakingListRef,
    authScopes: { companyMember: true },
    args: { listId: t.arg.id() },
    resolve: async (_root, { listId }, ctx) =>
      unwrap(await new ClearMatchmakingSelection(ctx.scope.matchmaking).execute({ companyId: companyIdOf(ctx), listId: String(listId) })),
  }),
);

builder.mutationField('inviteMatchmakingSelection', (t) =>
  t.field({
    type: InviteReportRef,
    description:
      "Invites the selected creators to the list's activation by user id; one invite per activation per creator still holds (ALREADY_INVITED).",
    authScopes: { companyMember: true },
    args: { listId: t.arg.id() },
    resolve: async (_root, { listId }, ctx) => {
      const companyId = companyIdOf(ctx);
      const selection = unwrap(
        await new MatchmakingSelectionToInvite(ctx.scope.matchmaking).execute({ companyId, listId: String(listId) }),
      );
      return unwrap(
        await new InviteCreators(ctx.scope.invitations).execute({
          companyId,
          invitedBy: actorId(ctx),
          invite: {
            inviteType: 'USERID',
            activationType: selection.activationType,
            activationId: selection.activationId,
            userIds: [...selection.creatorIds],
          },
        }),
      );
    },
  }),
);
