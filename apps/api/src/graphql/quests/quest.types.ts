import { CONTENT_TYPES, OFFER_PLATFORMS } from '@lurkit/core/quests/domain/offer.schema.ts';
import { QUEST_BADGES, QUEST_BADGE_LABELS } from '@lurkit/core/quests/domain/quest-badge.ts';
import { DELIVERY_TYPES, QUEST_KINDS, QUEST_VISIBILITIES } from '@lurkit/core/quests/domain/quest-fields.schema.ts';
import { QUEST_RUN_TABS, tabOf } from '@lurkit/core/quests/domain/quest-orders.ts';
import { QUEST_PAYMENT_STATUSES, type QuestPayment, type QuestPaymentLine } from '@lurkit/core/quests/domain/quest-payment.entity.ts';
import { QUEST_STEPS } from '@lurkit/core/quests/domain/quest-steps.schema.ts';
import { QUEST_RUN_STATUSES, isFailureEnd } from '@lurkit/core/quests/domain/quest-run.machine.ts';
import {
  actionDue,
  agreedAmount,
  PARTIES,
  type Bid,
  type ContentSubmission,
  type GivenBadge,
  type QuestRun,
} from '@lurkit/core/quests/domain/quest-run.entity.ts';
import type { Quest } from '@lurkit/core/quests/domain/quest.entity.ts';
import type { GraphQLContext } from '../shared/context.ts';
import type { Cart, CartLine } from '@lurkit/core/quests/domain/cart.ts';
import { campaignStatus } from '@lurkit/core/shared/campaign-status.ts';
import type { Cents } from '@lurkit/core/shared/money.ts';
import { addAuthenticityField } from '../shared/audience-authenticity.ts';
import { builder } from '../shared/builder.ts';
import { Money } from '../shared/money.ts';
import { CampaignStatusEnum, PublishStateEnum } from '../shared/campaign-status.types.ts';

export const QuestKindEnum = builder.enumType('QuestKind', { values: QUEST_KINDS });
export const QuestStepEnum = builder.enumType('QuestStep', { values: QUEST_STEPS });
export const DeliveryTypeEnum = builder.enumType('QuestDeliveryType', { values: DELIVERY_TYPES });
export const QuestVisibilityEnum = builder.enumType('QuestVisibility', { values: QUEST_VISIBILITIES });
export const QuestRunStatusEnum = builder.enumType('QuestRunStatus', { values: QUEST_RUN_STATUSES });
export const QuestRunTabEnum = builder.enumType('QuestRunTab', { values: QUEST_RUN_TABS });
export const OfferPlatformEnum = builder.enumType('QuestOfferPlatform', { values: OFFER_PLATFORMS });
export const ContentTypeEnum = builder.enumType('QuestContentType', { values: CONTENT_TYPES });
export const PartyEnum = builder.enumType('QuestParty', { values: PARTIES });
export const QuestBadgeEnum = builder.enumType('QuestBadge', { values: QUEST_BADGES });
export const QuestPaymentStatusEnum = builder.enumType('QuestPaymentStatus', { values: QUEST_PAYMENT_STATUSES });

const money = (cents: Cents) => ({ cents });

const EmbargoRef = builder.objectRef<NonNullable<Quest['embargo']>>('QuestEmbargo').implement({
  fields: (t) => ({
    date: t.exposeString('date'),
    time: t.exposeString('time'),
    timezone: t.exposeString('timezone'),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

const ConversionTrackingRef = builder.objectRef<NonNullable<Quest['conversionTracking']>>('QuestConversionTracking').implement({
  fields: (t) => ({ kind: t.exposeString('kind'), url: t.exposeString('url') }),
});

/**
 * Spec 3: the creator kit (codes and the asset link) is handed to a run's accepted creator, never
 * shown to creators browsing Quests; the Quest itself shows it to its company and staff only.
 */
const readsKit = (quest: Quest, ctx: GraphQLContext): boolean =>
  ctx.session?.user.company?.id === quest.companyId || ctx.session?.user.isStaff === true;

const KitKeysRef = builder.objectRef<Quest['kitKeys'][number]>('QuestKitKeys').implement({
  fields: (t) => ({ platform: t.exposeString('platform'), count: t.exposeInt('count') }),
});

export const QuestRef = builder.objectRef<Quest>('Quest').implement({
  description: 'A Quest: a paid sponsorship with offers, payment, content review and payout (spec 1 and 3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    companyId: t.exposeID('companyId'),
    kind: t.expose('kind', { type: QuestKindEnum }),
    name: t.exposeString('name'),
    publishState: t.expose('publishState', { type: PublishStateEnum }),
    status: t.field({ type: CampaignStatusEnum, resolve: (q, _a, ctx) => campaignStatus(q, ctx.scope.quests.clock.now()) }),
    reviewNote: t.exposeString('reviewNote', { nullable: true }),
    startDate: t.expose('startDate', { type: 'DateTime' }),
    endDate: t.expose('endDate', { type: 'DateTime' }),
    budget: t.field({ type: Money, nullable: true, resolve: (q) => (q.budget === null ? null : money(q.budget)) }),
    deliveryType: t.expose('deliveryType', { type: DeliveryTypeEnum }),
    embargo: t.expose('embargo', { type: EmbargoRef, nullable: true }),
    deliverables: t.exposeStringList('deliverables'),
    talkingPoints: t.exposeStringList('talkingPoints'),
    callToAction: t.exposeString('callToAction'),
    conversionTracking: t.expose('conversionTracking', { type: ConversionTrackingRef, nullable: true }),
    codeManagerItemIds: t.exposeStringList('codeManagerItemIds'),
    goals: t.exposeStringList('goals'),
    tags: t.exposeStringList('tags'),
    platforms: t.exposeStringList('platforms'),
    media: t.exposeStringList('media'),
    visibility: t.expose('visibility', { type: QuestVisibilityEnum }),
    offerResponseDays: t.exposeInt('offerResponseDays', {
      nullable: true,
      description: "The request SLA: days an offer may wait for the company's answer; null: the default 7 days.",
    }),
    requirements: t.field({
      type: 'JSONObject',
      description: 'The requirements form values (spec 3).',
      resolve: (q) => ({ ...q.requirements }),
    }),
    specialInstructions: t.exposeString('specialInstructions'),
    kitKeys: t.field({
      type: [KitKeysRef],
      description: "The creator kit's keys: only the Quest's company and staff read them.",
      resolve: (q, _a, ctx) => (readsKit(q, ctx) ? [...q.kitKeys] : []),
    }),
    kitAssetUrl: t.string({
      nullable: true,
      description: "The creator kit's asset link: only the Quest's company and staff read it.",
      resolve: (q, _a, ctx) => (readsKit(q, ctx) ? q.kitAssetUrl : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const BidRef = builder.objectRef<Bid>('QuestBid').implement({
  fields: (t) => ({
    by: t.expose('by', { type: PartyEnum }),
    amount: t.field({ type: Money, resolve: (b) => money(b.amount) }),
    contentLengthMinutes: t.exposeFloat('contentLengthMinutes'),
    message: t.exposeString('message'),
    placedAt: t.expose('placedAt', { type: 'DateTime' }),
  }),
});

const ReviewRef = builder.objectRef<NonNullable<ContentSubmission['review']>>('QuestContentReview').implement({
  fields: (t) => ({
    decision: t.exposeString('decision'),
    comment: t.exposeString('comment'),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime' }),
  }),
});

const SubmissionRef = builder.objectRef<ContentSubmission>('QuestContentSubmission').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    message: t.exposeString('message'),
    submittedAt: t.expose('submittedAt', { type: 'DateTime' }),
    review: t.expose('review', { type: ReviewRef, nullable: true }),
  }),
});

const GivenBadgeRef = builder.objectRef<GivenBadge>('QuestGivenBadge').implement({
  fields: (t) => ({
    badge: t.expose('badge', { type: QuestBadgeEnum }),
    label: t.string({ resolve: (b) => QUEST_BADGE_LABELS[b.badge] }),
    givenAt: t.expose('givenAt', { type: 'DateTime' }),
  }),
});

export const CreatorNameRef = builder.objectRef<{ id: string; username: string; displayName: string }>('QuestCreator').implement({
  fields: (t) => ({ id: t.exposeID('id'), username: t.exposeString('username'), displayName: t.exposeString('displayName') }),
});
addAuthenticityField(CreatorNameRef, (c) => c.id);

export const QuestRunRef = builder.objectRef<QuestRun>('QuestRun').implement({
  description: "One creator's deal on one Quest, from the first offer to payout or a failure end (spec 4).",
  fields: (t) => ({
    id: t.exposeID('id'),
    questId: t.exposeID('questId'),
    creatorId: t.exposeID('creatorId'),
    status: t.expose('status', { type: QuestRunStatusEnum }),
    tab: t.field({ type: QuestRunTabEnum, resolve: (r) => tabOf(r.status) }),
    failed: t.boolean({ description: 'Ended without payout (spec 4 failure ends).', resolve: (r) => isFailureEnd(r.status) }),
    deliveryType: t.expose('deliveryType', { type: DeliveryTypeEnum }),
    platform: t.expose('platform', { type: OfferPlatformEnum }),
    contentType: t.expose('contentType', { type: ContentTypeEnum }),
    bids: t.field({ type: [BidRef], resolve: (r) => [...r.bids] }),
    agreedAmount: t.field({
      type: Money,
      nullable: true,
      resolve: (r) => (agreedAmount(r) === null ? null : money(agreedAmount(r) as Cents)),
    }),
    partyToAct: t.field({ type: PartyEnum, nullable: true, resolve: (r) => actionDue(r).party }),
    dueAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the party to act runs out of time.',
      resolve: (r) => actionDue(r).deadline,
    }),
    acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    submissionDueAt: t.expose('submissionDueAt', { type: 'DateTime', nullable: true }),
    submissions: t.field({ type: [SubmissionRef], resolve: (r) => [...r.submissions] }),
    approvedAt: t.expose('approvedAt', { type: 'DateTime', nullable: true }),
    listedAt: t.expose('listedAt', { type: 'DateTime', nullable: true }),
    paidOutAt: t.expose('paidOutAt', { type: 'DateTime', nullable: true }),
    payoutId: t.exposeString('payoutId', { nullable: true }),
    payoutStatus: t.loadable({
      type: 'String',
      nullable: true,
      description: "The run's payout: pending, paid or failed (the creator's payout timeline says why); null before one is made.",
      load: async (runIds: string[], ctx) => {
        const payouts = await ctx.scope.quests.payoutStatus.payoutsFor(runIds);
        return runIds.map((id) => payouts.find((p) => p.reference === id)?.status ?? null);
      },
      resolve: (r) => r.id,
    }),
    publishingWindowOpensAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.publishingWindow?.opensAt ?? null }),
    publishingWindowClosesAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.publishingWindow?.closesAt ?? null }),
    badges: t.field({ type: [GivenBadgeRef], resolve: (r) => [...r.badges] }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    creator: t.loadable({
      type: CreatorNameRef,
      nullable: true,
      load: async (ids: string[], ctx) => {
        const rows = await ctx.scope.quests.creatorNames(ids);
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      },
      resolve: (r) => r.creatorId,
    }),
    quest: t.loadable({
      type: QuestRef,
      nullable: true,
      description: "The run's quest (its company's or the creator's own deal).",
      load: async (ids: string[], ctx) => {
        const found = await ctx.scope.quests.quests.findByIds(ids);
        return ids.map((id) => found.find((q) => q.id === id) ?? null);
      },
      resolve: (r) => r.questId,
    }),
  }),
});

const CartLineRef = builder.objectRef<CartLine | QuestPaymentLine>('QuestCartLine').implement({
  fields: (t) => ({
    runId: t.exposeID('runId'),
    questId: t.exposeID('questId'),
    creatorId: t.exposeID('creatorId'),
    amount: t.field({ type: Money, resolve: (l) => money(l.amount) }),
    run: t.loadable({
      type: QuestRunRef,
      nullable: true,
      load: async (ids: string[], ctx) => {
        const found = await ctx.scope.quests.runs.findByIds(ids);
        return ids.map((id) => found.find((r) => r.id === id) ?? null);
      },
      resolve: (l) => l.runId,
    }),
  }),
});

export const CartRef = builder.objectRef<Cart>('QuestCart').implement({
  description: 'Accepted offers awaiting payment (spec 4: bulk accept adds to cart), with the total.',
  fields: (t) => ({
    lines: t.field({ type: [CartLineRef], resolve: (c) => [...c.lines] }),
    total: t.field({ type: Money, resolve: (c) => money(c.total) }),
  }),
});

export const QuestPaymentRef = builder.objectRef<QuestPayment>('QuestPayment').implement({
  description: 'One checkout of the cart and its lines (invoices are built from these).',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.expose('status', { type: QuestPaymentStatusEnum }),
    lines: t.field({ type: [CartLineRef], resolve: (p) => [...p.lines] }),
    total: t.field({ type: Money, resolve: (p) => money(p.total) }),
    provider: t.exposeString('provider'),
    checkoutUrl: t.exposeString('checkoutUrl', { nullable: true }),
    failureReason: t.exposeString('failureReason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
  }),
});
