import type { PublishCheckFailure } from '@lurkit/core/publishing/domain/publish-check-ids.ts';
import { publishChecks } from '@lurkit/core/publishing/domain/publish-checks.ts';
import { BulkAcceptOffers } from '@lurkit/core/quests/application/bulk-accept-offers.ts';
import { CreateQuest } from '@lurkit/core/quests/application/create-quest.ts';
import { GiveBadge } from '@lurkit/core/quests/application/give-badge.ts';
import {
  ListCompanyQuestRuns,
  ListQuestRuns,
  ViewCart,
  ViewQuestAsCompany,
  type CompanyQuestView,
} from '@lurkit/core/quests/application/quest-queries.ts';
import { ReviewContent } from '@lurkit/core/quests/application/review-content.ts';
import { StartCheckout } from '@lurkit/core/quests/application/start-checkout.ts';
import { UpdateQuestStep } from '@lurkit/core/quests/application/update-quest-step.ts';
import { QUEST_STEP_SCHEMAS, generalStepSchema, type QuestStep } from '@lurkit/core/quests/domain/quest-steps.schema.ts';
import { inputFromSchema, stepsInputFromSchemas } from '../shared/input-from-schema.ts';
import { CheckoutNotFound } from '@lurkit/core/quests/domain/quests.errors.ts';
import { err, ok } from '@lurkit/core/shared/result.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { currentPublishChecks } from '../shared/current-publish-checks.ts';
import { publishMutations } from '../shared/publish-mutations.ts';
import { companyIdOf } from '../shared/company.ts';
import { resolvePage, resolveUseCasePage } from '../shared/connection.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { unwrap } from '../shared/errors.ts';
import { CampaignStatusEnum } from '../shared/campaign-status.types.ts';
import {
  CartRef,
  QuestBadgeEnum,
  QuestKindEnum,
  QuestPaymentRef,
  QuestRef,
  QuestRunRef,
  QuestRunTabEnum,
  QuestStepEnum,
} from './quest.types.ts';

/** Which wizard step fixes a failed publish check (the Fix action opens it). */
const STEP_OF_CHECK: Record<string, QuestStep | null> = {
  'quest.name': 'general',
  'quest.startDate': 'general',
  'quest.endDateInFuture': 'general',
  'quest.embargoOrDate': 'general',
  'quest.talkingPoint': 'goalsAndInfo',
  'quest.codeManagerItem': 'creatorKit',
  'quest.keys': 'creatorKit',
  'quest.verifiedEmail': null,
};

const QuestPublishCheckRef = builder.objectRef<PublishCheckFailure>('QuestPublishCheck').implement({
  description: 'A publish check not met yet, with the wizard step that fixes it (null: fixed outside the wizard).',
  fields: (t) => ({
    id: t.exposeString('id'),
    message: t.exposeString('message'),
    step: t.field({ type: QuestStepEnum, nullable: true, resolve: (c) => STEP_OF_CHECK[c.id] ?? null }),
  }),
});

const RunCountsRef = builder.objectRef<CompanyQuestView['runCounts']>('QuestRunCounts').implement({
  fields: (t) => ({
    offers: t.exposeInt('offers'),
    active: t.exposeInt('active'),
    review: t.exposeInt('review'),
    ended: t.exposeInt('ended'),
  }),
});

const CompanyQuestRef = builder.objectRef<CompanyQuestView & { checks: PublishCheckFailure[] }>('CompanyQuest').implement({
  description: "A company's own Quest with its run counts per participants tab and the publish checks not met yet.",
  fields: (t) => ({
    quest: t.expose('quest', { type: QuestRef }),
    runCounts: t.expose('runCounts', { type: RunCountsRef }),
    publishChecks: t.field({ type: [QuestPublishCheckRef], resolve: (v) => v.checks }),
  }),
});

builder.queryField('companyQuests', (t) =>
  t.connection({
    type: QuestRef,
    description: "The company's Quests, newest first; `ended` lists those over (ended or past).",
    authScopes: { companyMember: true },
    args: { ended: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, args, ctx) => {
      const { quests, clock } = ctx.scope.quests;
      const companyId = companyIdOf(ctx);
      const filter = { ended: args.ended ?? false, now: clock.now() };
      return resolvePage(
        args,
        (page) => quests.listByCompany(companyId, filter, page),
        (q) => quests.cursorOf(q),
      );
    },
  }),
);

builder.queryField('companyQuest', (t) =>
  t.field({
    type: CompanyQuestRef,
    authScopes: { companyMember: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) => {
      const view = unwrap(await new ViewQuestAsCompany(ctx.scope.quests).execute({ companyId: companyIdOf(ctx), questId: String(id) }));
      return { ...view, checks: await currentPublishChecks(ctx, view.quest.id) };
    },
  }),
);

builder.queryField('questParticipants', (t) =>
  t.connection({
    type: QuestRunRef,
    description: "One participants tab of the company's Quest (offers, active, review, ended), most recently changed first.",
    authScopes: { companyMember: true },
    args: { questId: t.arg.id(), tab: t.arg({ type: QuestRunTabEnum }) },
    resolve: (_root, args, ctx) => {
      const { runs } = ctx.scope.quests;
      return resolveUseCasePage(
        args,
        (page) =>
          new ListQuestRuns(ctx.scope.quests).execute({
            companyId: companyIdOf(ctx),
            questId: String(args.questId),
            tab: args.tab,
            page,
          }),
        (r) => runs.cursorOf(r),
      );
    },
  }),
);

builder.queryField('companyQuestRuns', (t) =>
  t.connection({
    type: QuestRunRef,
    description: "Creator management's Quests tabs: one tab across every Quest of the caller's company, most recently changed first.",
    authScopes: { companyMember: true },
    args: { tab: t.arg({ type: QuestRunTabEnum }) },
    resolve: (_root, args, ctx) => {
      const { runs } = ctx.scope.quests;
      return resolveUseCasePage(
        args,
        (page) =>
          new ListCompanyQuestRuns(ctx.scope.quests).execute({
            companyId: companyIdOf(ctx),
            tab: args.tab,
            page,
          }),
        (r) => runs.cursorOf(r),
      );
    },
  }),
);

const QuestGeneralInput = inputFromSchema('QuestGeneral', generalStepSchema);
const QuestStepInput = stepsInputFromSchemas('QuestStep', QUEST_STEP_SCHEMAS);

builder.mutationField('createQuest', (t) =>
  t.field({
    type: QuestRef,
    description: "The create-activation wizard's paid choices: saves the Quest setup's General step as a draft.",
    authScopes: { companyMember: true },
    args: { kind: t.arg({ type: QuestKindEnum }), general: t.arg({ type: QuestGeneralInput }) },
    resolve: async (_root, { kind, general }, ctx) =>
      unwrap(await new CreateQuest(ctx.scope.quests).execute({ companyId: companyIdOf(ctx), kind, quest: general as never })),
  }),
);

builder.mutationField('saveQuestStep', (t) =>
  t.field({
    type: QuestRef,
    description: 'Saves one step of the Quest setup wizard whole, or nothing (errors name the field).',
    authScopes: { companyMember: true },
    args: { id: t.arg.id(), step: t.arg({ type: QuestStepEnum }), values: t.arg({ type: QuestStepInput }) },
    resolve: async (_root, { id, step, values }, ctx) =>
      unwrap(await new UpdateQuestStep(ctx.scope.quests).execute({ companyId: companyIdOf(ctx), questId: String(id), step, values })),
  }),
);

publishMutations({
  kind: 'Quest',
  publishDescription:
    "Publishes, or holds it for account review when the company's account is not reviewed yet. Failed checks come back in details.failures.",
  unpublishDescription: 'Closes it to new offers; running deals may finish (spec 4).',
});

const BulkAcceptRef = builder
  .objectRef<{ cart: typeof CartRef.$inferType; refused: { runId: string; code: string; message: string }[] }>('QuestBulkAcceptOutcome')
  .implement({
    fields: (t) => ({
      cart: t.expose('cart', { type: CartRef }),
      refused: t.field({
        type: [
          builder.objectRef<{ runId: string; code: string; message: string }>('QuestBulkAcceptRefusal').implement({
            fields: (f) => ({ runId: f.exposeID('runId'), code: f.exposeString('code'), message: f.exposeString('message') }),
          }),
        ],
        resolve: (o) => o.refused,
      }),
    }),
  });

builder.mutationField('bulkAcceptQuestOffers', (t) =>
  t.field({
    type: BulkAcceptRef,
    description: 'Accepts many offers at once and adds them to the cart (spec 4); offers that cannot be accepted are named.',
    authScopes: { companyMember: true },
    args: { runIds: t.arg.idList() },
    resolve: async (_root, { runIds }, ctx) => {
      const companyId = companyIdOf(ctx);
      const outcome = unwrap(await new BulkAcceptOffers(ctx.scope.quests).execute({ companyId, runIds: runIds.slice(0, 100).map(String) }));
      const cart = await new ViewCart(ctx.scope.quests).execute({ companyId });
      return { cart, refused: outcome.refused.map((r) => ({ runId: r.runId, code: r.error.code, message: r.error.message })) };
    },
  }),
);

builder.mutationField('reviewQuestContent', (t) =>
  t.field({
    type: QuestRunRef,
    description: 'Approve the submitted content, or decline it with a required comment (the creator may resubmit).',
    authScopes: { companyMember: true },
    args: { runId: t.arg.id(), decision: t.arg.string(), comment: t.arg.string({ required: false }) },
    resolve: async (_root, { runId, decision, comment }, ctx) =>
      unwrap(
        await new ReviewContent(ctx.scope.quests).execute({
          companyId: companyIdOf(ctx),
          runId: String(runId),
          decision,
          comment: comment ?? undefined,
        }),
      ),
  }),
);

builder.mutationField('giveQuestBadge', (t) =>
  t.field({
    type: QuestRunRef,
    description: 'Went above and beyond, Great partner or Superb content, once the quest run is completed.',
    authScopes: { companyMember: true },
    args: { runId: t.arg.id(), badge: t.arg({ type: QuestBadgeEnum }) },
    resolve: async (_root, { runId, badge }, ctx) =>
      unwrap(await new GiveBadge(ctx.scope.quests).execute({ companyId: companyIdOf(ctx), runId: String(runId), badge })),
  }),
);

builder.queryField('questCart', (t) =>
  t.field({
    type: CartRef,
    description: 'The company cart: accepted offers awaiting payment.',
    authScopes: { companyMember: true },
    resolve: (_root, _args, ctx) => new ViewCart(ctx.scope.quests).execute({ companyId: companyIdOf(ctx) }),
  }),
);

builder.mutationField('startQuestCheckout', (t) =>
  t.field({
    type: QuestPaymentRef,
    description: 'Pays the cart: opens (or reopens, when pressed twice) one checkout at the payment provider.',
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) =>
      unwrap(await new StartCheckout(ctx.scope.quests).execute({ companyId: companyIdOf(ctx), appUrl: ctx.scope.quests.appUrl })),
  }),
);

builder.queryField('questPayment', (t) =>
  t.field({
    type: QuestPaymentRef,
    description: "One of the company's checkouts (the success page).",
    authScopes: { companyMember: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) => {
      const payment = await ctx.scope.quests.checkouts.findById(String(id));
      return unwrap(payment && payment.companyId === companyIdOf(ctx) ? ok(payment) : err(new CheckoutNotFound()));
    },
  }),
);

builder.queryField('questPayments', (t) =>
  t.field({
    type: [QuestPaymentRef],
    description: "The company's checkouts with their lines, newest first (at most 100).",
    authScopes: { companyMember: true },
    resolve: (_root, _args, ctx) => ctx.scope.quests.checkouts.listByCompany(companyIdOf(ctx)),
  }),
);
