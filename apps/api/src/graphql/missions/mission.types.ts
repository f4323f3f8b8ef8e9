import {
  CATEGORY_OF_METRIC,
  OPERATOR_LABELS,
  allCriteria,
  type CompletionCriterion,
  type CriteriaGroup,
} from '@lurkit/core/missions/domain/completion-criteria.ts';
import { METRIC_TYPES } from '@lurkit/core/missions/domain/completion-criterion.schema.ts';
import type { CriteriaEvaluation } from '@lurkit/core/missions/domain/mission-progress.ts';
import type { MissionReward } from '@lurkit/core/missions/domain/mission-reward.ts';
import type { MissionRun, RewardClaim, RunReview } from '@lurkit/core/missions/domain/mission-run.entity.ts';
import { COMPANY_RUN_LABELS, CREATOR_RUN_LABELS, MISSION_RUN_STATES } from '@lurkit/core/missions/domain/mission-run.machine.ts';
import type { SubmissionItem } from '@lurkit/core/missions/domain/mission-submission.schema.ts';
import type { Mission } from '@lurkit/core/missions/domain/mission.entity.ts';
import { repeatCountLabel } from '@lurkit/core/missions/domain/repeat-count.ts';
import { rewardsForShare } from '@lurkit/core/missions/domain/pro-rating.ts';
import type { ShippingAddress } from '@lurkit/core/missions/domain/shipping-address.schema.ts';
import { campaignStatus } from '@lurkit/core/shared/campaign-status.ts';
import { addAuthenticityField } from '../shared/audience-authenticity.ts';
import { builder } from '../shared/builder.ts';
import { trackedLinkPath } from '../../http/tracked-link-route.ts';
import { CampaignStatusEnum } from '../shared/campaign-status.types.ts';

export const MetricTypeEnum = builder.enumType('MissionMetricType', { values: METRIC_TYPES });
export const MissionRunStateEnum = builder.enumType('MissionRunState', { values: MISSION_RUN_STATES });

const CriterionRef = builder.objectRef<CompletionCriterion>('CompletionCriterion').implement({
  description: 'A metric with its amount; CLICKS has a URL and call to action, CUSTOM a description and submission type.',
  fields: (t) => ({
    id: t.exposeID('id'),
    metricType: t.expose('metricType', { type: MetricTypeEnum }),
    category: t.string({ resolve: (c) => CATEGORY_OF_METRIC[c.metricType] }),
    amount: t.exposeInt('amount'),
    url: t.string({ nullable: true, resolve: (c) => (c.metricType === 'CLICKS' ? c.url : null) }),
    callToAction: t.string({ nullable: true, resolve: (c) => (c.metricType === 'CLICKS' ? c.callToAction : null) }),
    description: t.string({ nullable: true, resolve: (c) => (c.metricType === 'CUSTOM' ? c.description : null) }),
    submissionType: t.string({ nullable: true, resolve: (c) => (c.metricType === 'CUSTOM' ? c.submissionType : null) }),
  }),
});

const CriteriaGroupRef = builder.objectRef<CriteriaGroup>('CriteriaGroup').implement({
  fields: (t) => ({
    operator: t.exposeString('operator'),
    label: t.string({ description: "'All also need' (AND) or 'At least one' (OR).", resolve: (g) => OPERATOR_LABELS[g.operator] }),
    criteria: t.field({ type: [CriterionRef], resolve: (g) => [...g.criteria] }),
  }),
});

const RewardRef = builder.objectRef<MissionReward>('MissionReward').implement({
  description: 'Merchandise, a custom reward or a code distribution rule (spec 3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    name: t.string({ nullable: true, resolve: (r) => (r.kind === 'codes' ? null : r.name) }),
    description: t.string({ nullable: true, resolve: (r) => (r.kind === 'custom' ? r.description : null) }),
    imageUrl: t.string({ nullable: true, resolve: (r) => (r.kind === 'codes' ? null : r.imageUrl) }),
    message: t.string({ nullable: true, resolve: (r) => (r.kind === 'codes' ? null : r.message) }),
    numberOfItems: t.int({ nullable: true, resolve: (r) => (r.kind === 'merchandise' ? r.numberOfItems : null) }),
    grantedCount: t.int({ nullable: true, resolve: (r) => (r.kind === 'merchandise' ? r.grantedCount : null) }),
    collectAddress: t.boolean({ resolve: (r) => r.kind === 'merchandise' && r.collectAddress }),
    itemId: t.string({ nullable: true, resolve: (r) => (r.kind === 'codes' ? r.itemId : null) }),
    platforms: t.stringList({ resolve: (r) => (r.kind === 'codes' ? [...r.platforms] : []) }),
    numberOfCodes: t.int({ nullable: true, resolve: (r) => (r.kind === 'codes' ? r.numberOfCodes : null) }),
  }),
});

export const MissionRef = builder.objectRef<Mission>('Mission').implement({
  description: 'A performance-based activity with rewards, part of a Creator Program (spec 1 and 3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    programId: t.exposeID('programId'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    gameIds: t.exposeStringList('gameIds'),
    startDate: t.expose('startDate', { type: 'DateTime' }),
    endDate: t.expose('endDate', { type: 'DateTime', nullable: true }),
    automaticReview: t.exposeBoolean('automaticReview'),
    repeatCount: t.exposeInt('repeatCount'),
    repeatLabel: t.string({ resolve: (m) => repeatCountLabel(m.repeatCount) }),
    proRatedFromPercent: t.exposeInt('proRatedFromPercent', {
      nullable: true,
      description: 'Pays a share of the code rewards from this percent of the target; null when only the whole target pays.',
    }),
    criteria: t.field({ type: [CriteriaGroupRef], resolve: (m) => [...m.criteria] }),
    criterionCount: t.int({ resolve: (m) => allCriteria(m.criteria).length }),
    rewards: t.field({ type: [RewardRef], resolve: (m) => [...m.rewards] }),
    hasKit: t.boolean({ resolve: (m) => m.kit !== null }),
    kit: t.string({
      nullable: true,
      description: "The kit's text, for the mission's company (creators get it by claiming the kit).",
      resolve: (m, _args, ctx) => (ctx.session?.user.company?.id === m.companyId ? m.kit : null),
    }),
    published: t.exposeBoolean('published'),
    status: t.field({
      type: CampaignStatusEnum,
      resolve: async (m, _args, ctx) => {
        const activation = await ctx.scope.publishing.activations.findById(m.id);
        const publishState = activation?.publishState ?? (m.published ? 'published' : 'draft');
        return campaignStatus({ publishState, startDate: m.startDate, endDate: m.endDate }, ctx.scope.missions.clock.now());
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    reviewNote: t.string({
      nullable: true,
      description: "Why staff refused to let it go live (account review); only the mission's company sees it.",
      resolve: async (m, _args, ctx) =>
        ctx.session?.user.company?.id === m.companyId
          ? ((await ctx.scope.publishing.activations.findById(m.id))?.reviewNote ?? null)
          : null,
    }),
  }),
});

const SubmissionItemRef = builder.objectRef<SubmissionItem>('MissionSubmissionItem').implement({
  fields: (t) => ({
    kind: t.exposeString('kind'),
    postId: t.string({ nullable: true, resolve: (i) => (i.kind === 'feed' ? i.postId : null) }),
    postType: t.string({ nullable: true, resolve: (i) => (i.kind === 'feed' ? i.postType : null) }),
    postTitle: t.string({
      nullable: true,
      description: "A feed item's stream or video title, from the statistics store (public channel content).",
      resolve: async (i, _args, ctx) =>
        i.kind === 'feed' ? ((await ctx.scope.insights.statistics.findPost(i.postId))?.title ?? null) : null,
    }),
    url: t.string({ nullable: true, resolve: (i) => (i.kind === 'url' ? i.url : null) }),
    message: t.string({ nullable: true, resolve: (i) => (i.kind === 'message' ? i.message : null) }),
    criterionId: t.string({ nullable: true, resolve: (i) => (i.kind === 'feed' ? null : i.criterionId) }),
  }),
});

const ReviewRef = builder.objectRef<RunReview>('MissionRunReview').implement({
  fields: (t) => ({
    outcome: t.exposeString('outcome'),
    by: t.exposeString('by', { description: 'COMPANY, or SYSTEM for the automatic review.' }),
    at: t.expose('at', { type: 'DateTime' }),
    message: t.exposeString('message', { nullable: true }),
    criteriaMet: t.exposeBoolean('criteriaMet'),
    sharePercent: t.exposeInt('sharePercent', { description: 'The share of the rewards earned: 100 in full, less when pro-rated.' }),
  }),
});

const AddressRef = builder.objectRef<ShippingAddress>('ShippingAddress').implement({
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    streetName: t.exposeString('streetName'),
    streetNumber: t.exposeString('streetNumber'),
    zipCode: t.exposeString('zipCode'),
    city: t.exposeString('city'),
    province: t.exposeString('province', { nullable: true }),
    country: t.exposeString('country'),
    email: t.exposeString('email', { nullable: true }),
  }),
});

const RewardClaimRef = builder.objectRef<{ claim: RewardClaim; creatorId: string }>('RewardClaim').implement({
  fields: (t) => ({
    rewardId: t.id({ resolve: (c) => c.claim.rewardId }),
    outcome: t.string({ resolve: (c) => c.claim.outcome }),
    platform: t.string({ nullable: true, resolve: (c) => (c.claim.outcome === 'claimed' ? c.claim.platform : null) }),
    codes: t.stringList({
      description: 'The codes handed out; only the creator who claimed them sees them.',
      resolve: (c, _args, ctx) => (c.claim.outcome === 'claimed' && ctx.session?.user.id === c.creatorId ? [...c.claim.codes] : []),
    }),
    address: t.field({
      type: AddressRef,
      nullable: true,
      resolve: (c) => (c.claim.outcome === 'claimed' ? c.claim.address : null),
    }),
  }),
});

const RunCreatorRef = builder.objectRef<{ id: string; username: string; displayName: string }>('MissionRunCreator').implement({
  fields: (t) => ({ id: t.exposeID('id'), username: t.exposeString('username'), displayName: t.exposeString('displayName') }),
});
addAuthenticityField(RunCreatorRef, (c) => c.id);

const TrackedLinkRef = builder.objectRef<{ criterionId: string; callToAction: string; path: string }>('TrackedLink').implement({
  description: 'A redirect link counting clicks for one creator and one CLICKS criterion (a path on this site).',
  fields: (t) => ({ criterionId: t.exposeID('criterionId'), callToAction: t.exposeString('callToAction'), path: t.exposeString('path') }),
});

export const MissionRunRef = builder.objectRef<MissionRun>('MissionRun').implement({
  description: "A creator's run of a mission; each repeat is a new run.",
  fields: (t) => ({
    id: t.exposeID('id'),
    missionId: t.exposeID('missionId'),
    repeatNumber: t.exposeInt('repeatNumber'),
    state: t.expose('state', { type: MissionRunStateEnum }),
    creatorLabel: t.string({ description: "The creator's label (spec 4).", resolve: (r) => CREATOR_RUN_LABELS[r.state] }),
    companyLabel: t.string({ description: "The company's label (spec 4).", resolve: (r) => COMPANY_RUN_LABELS[r.state] }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime' }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.submission?.submittedAt ?? null }),
    submission: t.field({ type: [SubmissionItemRef], resolve: (r) => [...(r.submission?.items ?? [])] }),
    review: t.expose('review', { type: ReviewRef, nullable: true }),
    rewardClaims: t.field({ type: [RewardClaimRef], resolve: (r) => r.rewardClaims.map((claim) => ({ claim, creatorId: r.creatorId })) }),
    claimableRewards: t.field({
      type: [RewardRef],
      description: 'The rewards this run claims: all of them, or for a pro-rated approval the divided code rewards.',
      resolve: async (r, _args, ctx) => {
        const mission = await ctx.scope.missions.missions.findById(r.missionId);
        return rewardsForShare(mission?.rewards ?? [], r.review?.sharePercent ?? 100);
      },
    }),
    kitClaimedAt: t.expose('kitClaimedAt', { type: 'DateTime', nullable: true }),
    endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true }),
    trackedLinks: t.field({
      type: [TrackedLinkRef],
      description: "The creator's own links for the mission's CLICKS criteria; only the run's creator sees them.",
      resolve: async (r, _args, ctx) => {
        if (ctx.session?.user.id !== r.creatorId) return [];
        const mission = await ctx.scope.missions.missions.findById(r.missionId);
        return allCriteria(mission?.criteria ?? []).flatMap((c) =>
          c.metricType === 'CLICKS' ? [{ criterionId: c.id, callToAction: c.callToAction, path: trackedLinkPath(r.id, c.id) }] : [],
        );
      },
    }),
    creator: t.loadable({
      type: RunCreatorRef,
      load: async (ids: string[], ctx) => {
        const users = await ctx.scope.accounts.users.findByIds(ids);
        return ids.map((id) => {
          const user = users.find((u) => u.id === id);
          return user ? { id: user.id, username: user.username, displayName: user.displayName } : new Error('Creator not found');
        });
      },
      resolve: (r) => r.creatorId,
    }),
    mission: t.loadable({
      type: MissionRef,
      load: async (ids: string[], ctx) => {
        const missions = await ctx.scope.missions.missions.findByIds(ids);
        return ids.map((id) => missions.find((m) => m.id === id) ?? new Error('Mission not found'));
      },
      resolve: (r) => r.missionId,
    }),
  }),
});

const CriterionProgressRef = builder.objectRef<CriteriaEvaluation['groups'][number]['criteria'][number]>('CriterionProgress').implement({
  fields: (t) => ({
    criterionId: t.exposeID('criterionId'),
    value: t.exposeInt('value'),
    amount: t.exposeInt('amount'),
    met: t.exposeBoolean('met'),
  }),
});

export const CriteriaProgressRef = builder.objectRef<CriteriaEvaluation>('CriteriaProgress').implement({
  description: 'How far a run is, criterion by criterion; every group must be met.',
  fields: (t) => ({
    met: t.exposeBoolean('met'),
    criteria: t.field({ type: [CriterionProgressRef], resolve: (e) => e.groups.flatMap((g) => [...g.criteria]) }),
  }),
});
