import { AcceptOffer } from '@lurkit/core/quests/application/accept-offer.ts';
import { CounterOffer } from '@lurkit/core/quests/application/counter-offer.ts';
import { DeclineOffer } from '@lurkit/core/quests/application/decline-offer.ts';
import { BrowseQuests, ViewQuestAsCreator, ViewQuestRun, type CreatorQuestView } from '@lurkit/core/quests/application/quest-queries.ts';
import { SubmitContent } from '@lurkit/core/quests/application/submit-content.ts';
import { SubmitOffer } from '@lurkit/core/quests/application/submit-offer.ts';
import { VerifyVideoListing } from '@lurkit/core/quests/application/verify-video-listing.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { RequirementGroupRef } from '../shared/requirement-group.ts';
import { resolvePage, resolveUseCasePage } from '../shared/connection.ts';
import { unwrap } from '../shared/errors.ts';
import { Money } from '../shared/money.ts';
import { VipAccessNoteRef } from '../creator-lists/index.ts';
import { questActorOf } from './quest-actor.ts';
import { ContentTypeEnum, DeliveryTypeEnum, OfferPlatformEnum, QuestRef, QuestRunRef, QuestRunTabEnum } from './quest.types.ts';

/** Creators bid, submit and see their deals; people waiting for creator access (User type) cannot (spec 6). */
const CREATOR = { creatorWithAccess: true } as const;
/** Either party of a run: the use case checks that the caller is one. */
const EITHER_PARTY = { $any: { creatorWithAccess: true, companyMember: true } } as const;

const OfferBlockerRef = builder.objectRef<CreatorQuestView['blockers'][number]>('QuestOfferBlocker').implement({
  description: 'Why an offer cannot be sent now (spec 8: quest closed, requirements not met, unfinished payout setup, ...).',
  fields: (t) => ({ code: t.exposeString('code'), message: t.exposeString('message') }),
});

const CreatorQuestRef = builder.objectRef<CreatorQuestView>('CreatorQuest').implement({
  description: 'A Quest as a creator sees it: their deal on it, whether they meet the requirements, and what blocks an offer.',
  fields: (t) => ({
    quest: t.expose('quest', { type: QuestRef }),
    run: t.expose('run', { type: QuestRunRef, nullable: true }),
    eligible: t.boolean({ resolve: (v) => v.eligibility.eligible }),
    requirementGroups: t.field({ type: [RequirementGroupRef], resolve: (v) => [...v.eligibility.groups] }),
    vipAccess: t.field({
      type: VipAccessNoteRef,
      nullable: true,
      description:
        'The VIP access that applies to the creator here (the company granted it, or staff), and whether it waives location and language.',
      resolve: (v) => v.eligibility.vipAccess ?? null,
    }),
    offerBlockers: t.field({ type: [OfferBlockerRef], resolve: (v) => [...v.blockers] }),
    minimumDealSize: t.field({ type: Money, resolve: (v) => ({ cents: v.minimumDealSizeCents as never }) }),
  }),
});

builder.queryField('browseQuests', (t) =>
  t.connection({
    type: QuestRef,
    description: 'Quests a creator can find (spec 6): published, Discoverable or invited to; only with Quest approval.',
    authScopes: CREATOR,
    resolve: (_root, args, ctx) => {
      const { quests } = ctx.scope.quests;
      return resolveUseCasePage(
        args,
        (page) => new BrowseQuests(ctx.scope.quests.browsing).execute({ creatorId: actorId(ctx), page }),
        (q) => quests.cursorOf(q),
      );
    },
  }),
);

builder.queryField('quest', (t) =>
  t.field({
    type: CreatorQuestRef,
    description: 'One Quest for a creator; hidden ones open by their direct URL (spec 6).',
    authScopes: CREATOR,
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) =>
      unwrap(await new ViewQuestAsCreator(ctx.scope.quests).execute({ creatorId: actorId(ctx), questId: String(id) })),
  }),
);

builder.queryField('questRun', (t) =>
  t.field({
    type: QuestRunRef,
    description: 'One quest run for either of its parties (the quest log).',
    authScopes: EITHER_PARTY,
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) =>
      unwrap(await new ViewQuestRun(ctx.scope.quests).execute({ actor: questActorOf(ctx), runId: String(id) })).run,
  }),
);

builder.queryField('myQuestDeals', (t) =>
  t.connection({
    type: QuestRunRef,
    description: "The creator's Quest deals of one tab (offers, active, review, ended), most recently changed first.",
    authScopes: CREATOR,
    args: { tab: t.arg({ type: QuestRunTabEnum }) },
    resolve: (_root, args, ctx) => {
      const { runs } = ctx.scope.quests;
      return resolvePage(
        args,
        (page) => runs.listByCreator(actorId(ctx), args.tab, page),
        (r) => runs.cursorOf(r),
      );
    },
  }),
);

builder.mutationField('submitQuestOffer', (t) =>
  t.field({
    type: QuestRunRef,
    description: 'A creator bids on a Quest; every refusal names its reason (spec 5, 6 and 8).',
    authScopes: CREATOR,
    args: {
      questId: t.arg.id(),
      deliveryType: t.arg({ type: DeliveryTypeEnum }),
      platform: t.arg({ type: OfferPlatformEnum }),
      amountCents: t.arg({ type: 'Cents' }),
      contentLengthMinutes: t.arg.float(),
      contentType: t.arg({ type: ContentTypeEnum }),
      message: t.arg.string({ required: false }),
      agreementConfirmed: t.arg.boolean(),
    },
    resolve: async (_root, { questId, message, ...offer }, ctx) =>
      unwrap(
        await new SubmitOffer(ctx.scope.quests).execute({
          creatorId: actorId(ctx),
          questId: String(questId),
          offer: { ...offer, message: message ?? '' },
        }),
      ),
  }),
);

builder.mutationField('counterQuestOffer', (t) =>
  t.field({
    type: QuestRunRef,
    description: 'Either party answers the last bid with a new rate and duration (both > 0).',
    authScopes: EITHER_PARTY,
    args: {
      runId: t.arg.id(),
      amountCents: t.arg({ type: 'Cents' }),
      contentLengthMinutes: t.arg.float(),
      message: t.arg.string({ required: false }),
    },
    resolve: async (_root, { runId, amountCents, contentLengthMinutes, message }, ctx) =>
      unwrap(
        await new CounterOffer(ctx.scope.quests).execute({
          actor: questActorOf(ctx),
          runId: String(runId),
          counter: { amountCents, contentLengthMinutes, message: message ?? '' },
        }),
      ),
  }),
);

builder.mutationField('acceptQuestOffer', (t) =>
  t.field({
    type: QuestRunRef,
    description: 'Accepting confirms the last bid (spec 4); the company then pays from the cart.',
    authScopes: EITHER_PARTY,
    args: { runId: t.arg.id() },
    resolve: async (_root, { runId }, ctx) =>
      unwrap(await new AcceptOffer(ctx.scope.quests).execute({ actor: questActorOf(ctx), runId: String(runId) })),
  }),
);

builder.mutationField('declineQuestOffer', (t) =>
  t.field({
    type: QuestRunRef,
    description: 'Declining ends the bidding (spec 4).',
    authScopes: EITHER_PARTY,
    args: { runId: t.arg.id() },
    resolve: async (_root, { runId }, ctx) =>
      unwrap(await new DeclineOffer(ctx.scope.quests).execute({ actor: questActorOf(ctx), runId: String(runId) })),
  }),
);

builder.mutationField('submitQuestContent', (t) =>
  t.field({
    type: QuestRunRef,
    description: 'The creator submits the content URL (and message); it cannot be changed after submission.',
    authScopes: CREATOR,
    args: { runId: t.arg.id(), url: t.arg.string(), message: t.arg.string({ required: false }) },
    resolve: async (_root, { runId, url, message }, ctx) =>
      unwrap(
        await new SubmitContent(ctx.scope.quests).execute({
          creatorId: actorId(ctx),
          runId: String(runId),
          url,
          message: message ?? undefined,
        }),
      ),
  }),
);

builder.mutationField('confirmQuestVideoListed', (t) =>
  t.field({
    type: QuestRunRef,
    description: 'The creator made the approved video public in the publishing window; the platform is asked to confirm.',
    authScopes: CREATOR,
    args: { runId: t.arg.id() },
    resolve: async (_root, { runId }, ctx) =>
      unwrap(await new VerifyVideoListing(ctx.scope.quests).execute({ creatorId: actorId(ctx), runId: String(runId) })),
  }),
);
