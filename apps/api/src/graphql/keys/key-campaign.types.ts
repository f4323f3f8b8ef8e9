import { PARTICIPANT_STATES } from '@lurkit/core/keys/domain/participation.ts';
import {
  contentFoundOnChannel,
  KEY_RUN_EVENT_TYPES,
  type KeyParticipant,
  type KeyRunEvent,
} from '@lurkit/core/keys/domain/key-participant.entity.ts';
import type { KeyCampaign, KeyRequirements, KeySet } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import { keyCampaignStatus } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import type { PlatformKeys } from '@lurkit/core/keys/application/key-campaign-queries.ts';
import { maskCode } from '@lurkit/core/codes/domain/code-event.entity.ts';
import type { KeyEligibility } from '@lurkit/core/keys/ports/creator-eligibility.port.ts';
import { availabilityOf } from '@lurkit/core/codes/domain/availability.ts';
import { completionRate } from '@lurkit/core/keys/domain/completion-rate.ts';
import { addAuthenticityField } from '../shared/audience-authenticity.ts';
import { ActivationCompanyRef, loadActivationCompanies } from '../shared/activation-company.ts';
import { builder } from '../shared/builder.ts';
import { RequirementGroupRef } from '../shared/requirement-group.ts';
import { AvailabilityEnum, CampaignStatusEnum, PublishStateEnum } from '../shared/campaign-status.types.ts';

export const ParticipantStateEnum = builder.enumType('KeyParticipantState', { values: PARTICIPANT_STATES });
export const KeyRunEventTypeEnum = builder.enumType('KeyRunEventType', { values: KEY_RUN_EVENT_TYPES });

const KeyCampaignGameRef = builder.objectRef<KeyCampaign['game']>('KeyCampaignGame').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    genres: t.exposeStringList('genres'),
    media: t.exposeStringList('media'),
    steamAppId: t.exposeInt('steamAppId', { nullable: true }),
  }),
});

const KeySetRef = builder.objectRef<KeySet>('KeySet').implement({
  fields: (t) => ({ platform: t.exposeString('platform'), count: t.exposeInt('count') }),
});

const AudienceThresholdsRef = builder.objectRef<KeyRequirements['audience']>('AudienceThresholds').implement({
  fields: (t) => ({
    twitchFollowers: t.exposeInt('twitchFollowers', { nullable: true }),
    twitchAverageConcurrentViewers: t.exposeInt('twitchAverageConcurrentViewers', { nullable: true }),
    youtubeSubscribers: t.exposeInt('youtubeSubscribers', { nullable: true }),
    youtubeAverageConcurrentViewers: t.exposeInt('youtubeAverageConcurrentViewers', { nullable: true }),
    youtubeAverageViewsPerVideo: t.exposeInt('youtubeAverageViewsPerVideo', { nullable: true }),
    youtubeAverageViewsPerShort: t.exposeInt('youtubeAverageViewsPerShort', { nullable: true }),
    tiktokFollowers: t.exposeInt('tiktokFollowers', { nullable: true }),
    tiktokAverageViewsPerShort: t.exposeInt('tiktokAverageViewsPerShort', { nullable: true }),
  }),
});

const KeyRequirementsRef = builder.objectRef<KeyRequirements>('KeyRequirements').implement({
  fields: (t) => ({
    audience: t.expose('audience', { type: AudienceThresholdsRef }),
    countries: t.stringList({ resolve: (r) => [...r.location.countries] }),
    continents: t.stringList({ resolve: (r) => [...r.location.continents] }),
    languages: t.exposeStringList('languages'),
    creatorListIds: t.exposeStringList('creatorListIds'),
    whitelist: t.exposeStringList('whitelist'),
    creatorProgramId: t.exposeString('creatorProgramId', { nullable: true }),
    allowOffersFromAllCreators: t.exposeBoolean('allowOffersFromAllCreators'),
    vipAccess: t.exposeBoolean('vipAccess'),
  }),
});

export const KeyCampaignRef = builder.objectRef<KeyCampaign>('KeyCampaign').implement({
  description: 'A Key campaign: free game keys for creators (spec 1 and 3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    startDate: t.expose('startDate', { type: 'DateTime', nullable: true }),
    endDate: t.expose('endDate', { type: 'DateTime', nullable: true }),
    plannedRelease: t.expose('plannedRelease', { type: 'DateTime', nullable: true }),
    tags: t.exposeStringList('tags'),
    game: t.expose('game', { type: KeyCampaignGameRef }),
    requirements: t.expose('requirements', { type: KeyRequirementsRef }),
    visibility: t.exposeString('visibility'),
    codeItemId: t.exposeString('codeItemId', { nullable: true }),
    category: t.exposeString('category', { nullable: true }),
    keys: t.field({ type: [KeySetRef], resolve: (c) => [...c.keys] }),
    platforms: t.stringList({ resolve: (c) => c.keys.map((k) => k.platform) }),
    specialInstructions: t.exposeString('specialInstructions', { nullable: true }),
    embargo: t.expose('embargo', { type: 'DateTime', nullable: true }),
    preLaunch: t.exposeBoolean('preLaunch'),
    convertedAt: t.expose('convertedAt', { type: 'DateTime', nullable: true }),
    publishState: t.expose('publishState', { type: PublishStateEnum }),
    status: t.field({ type: CampaignStatusEnum, resolve: (c, _args, ctx) => keyCampaignStatus(c, ctx.scope.keys.clock.now()) }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    requestCount: t.exposeInt('requestCount'),
    requestResponseDays: t.exposeInt('requestResponseDays', {
      nullable: true,
      description: 'Days a Key request may wait for an answer before it is declined automatically; null: no deadline.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    reviewNote: t.string({
      nullable: true,
      description: "Why staff refused it; only the campaign's company sees it.",
      resolve: (c, _args, ctx) => (ctx.session?.user.company?.id === c.companyId ? c.reviewNote : null),
    }),
    company: t.loadable({
      type: ActivationCompanyRef,
      load: loadActivationCompanies,
      resolve: (c) => c.companyId,
    }),
  }),
});

export const PlatformKeysRef = builder.objectRef<PlatformKeys>('PlatformKeys').implement({
  description: 'Keys of one platform: offered by the campaign, claimed, and claimable now.',
  fields: (t) => ({
    platform: t.exposeString('platform'),
    offered: t.exposeInt('offered'),
    claimed: t.exposeInt('claimed'),
    available: t.exposeInt('available'),
    availability: t.field({
      type: AvailabilityEnum,
      description: 'Spec 9 balance colours: red out, yellow under 10% remaining, green otherwise.',
      resolve: (k) => availabilityOf({ available: k.available, claimed: k.claimed }),
    }),
  }),
});

const MissingRequirementRef = builder.objectRef<KeyEligibility['missing'][number]>('MissingRequirement').implement({
  fields: (t) => ({
    label: t.exposeString('label'),
    required: t.exposeInt('required'),
    actual: t.exposeInt('actual', { nullable: true, description: 'Null when the figure is not known (no channel or no data yet).' }),
  }),
});

export const EligibilityRef = builder.objectRef<KeyEligibility>('Eligibility').implement({
  fields: (t) => ({
    eligible: t.exposeBoolean('eligible'),
    locationAndLanguageMet: t.exposeBoolean('locationAndLanguageMet'),
    groups: t.field({ type: [RequirementGroupRef], resolve: (e) => [...e.groups] }),
    missing: t.field({
      type: [MissingRequirementRef],
      description: 'Eligibility self-check: the channel sizes still missed, e.g. needs 250 Twitch followers, you have 212.',
      resolve: (e) => [...e.missing],
    }),
  }),
});

const KeyRunEventRef = builder.objectRef<KeyRunEvent>('KeyRunEvent').implement({
  fields: (t) => ({
    type: t.expose('type', { type: KeyRunEventTypeEnum }),
    at: t.expose('at', { type: 'DateTime' }),
    by: t.exposeString('by'),
    note: t.string({ nullable: true, resolve: (e) => e.note ?? null }),
  }),
});

const KeyClaimRef = builder.objectRef<NonNullable<KeyParticipant['claim']>>('KeyClaim').implement({
  description: 'The claimed key itself is never listed; its creator reveals it with claimedKey.',
  fields: (t) => ({
    platform: t.exposeString('platform'),
    claimedAt: t.expose('claimedAt', { type: 'DateTime' }),
    contentDueAt: t.expose('contentDueAt', { type: 'DateTime' }),
  }),
});

const ReplacedKeyRef = builder.objectRef<KeyParticipant['replacedKeys'][number]>('ReplacedKey').implement({
  description: 'A claimed key the company marked bad and the key from stock that replaced it, masked as Code Manager lists show codes.',
  fields: (t) => ({
    key: t.string({ resolve: (r) => maskCode(r.code) }),
    replacement: t.string({ resolve: (r) => maskCode(r.replacement) }),
    markedBadAt: t.expose('markedBadAt', { type: 'DateTime' }),
  }),
});

type KeySubmission = NonNullable<KeyParticipant['submission']> & { foundOnChannel: boolean };

const KeySubmissionRef = builder.objectRef<KeySubmission>('KeySubmission').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    submittedAt: t.expose('submittedAt', {
      type: 'DateTime',
      description: 'When the creator submitted it, or when found content was posted.',
    }),
    onTime: t.exposeBoolean('onTime'),
    foundOnChannel: t.exposeBoolean('foundOnChannel', {
      description: "Found on the creator's connected channel by the sync, not submitted by the creator.",
    }),
  }),
});

interface ParticipantCreator {
  id: string;
  username: string;
  displayName: string;
  completionRate: number | null;
  /** Where the biggest channel is based (ISO 3166-1 alpha-2); null without channels. */
  country: string | null;
  channels: { provider: string; followers: number }[];
}

const ChannelSizeRef = builder.objectRef<{ provider: string; followers: number }>('ChannelSize').implement({
  fields: (t) => ({ provider: t.exposeString('provider'), followers: t.exposeInt('followers') }),
});

const ParticipantCreatorRef = builder.objectRef<ParticipantCreator>('KeyParticipantCreator').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName'),
    completionRate: t.exposeFloat('completionRate', {
      nullable: true,
      description: 'On-time content over content due, 0 to 1; null before any was due (spec 9).',
    }),
    country: t.exposeString('country', { nullable: true }),
    channels: t.field({ type: [ChannelSizeRef], resolve: (c) => c.channels }),
  }),
});
addAuthenticityField(ParticipantCreatorRef, (c) => c.id);

export const KeyParticipantRef = builder.objectRef<KeyParticipant>('KeyParticipant').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    campaignId: t.exposeID('campaignId'),
    state: t.expose('state', { type: ParticipantStateEnum }),
    appliedAt: t.expose('appliedAt', { type: 'DateTime' }),
    agreementAcceptedAt: t.expose('agreementAcceptedAt', { type: 'DateTime', nullable: true }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    claim: t.expose('claim', { type: KeyClaimRef, nullable: true }),
    submission: t.field({
      type: KeySubmissionRef,
      nullable: true,
      resolve: (p) => (p.submission ? { ...p.submission, foundOnChannel: contentFoundOnChannel(p) } : null),
    }),
    contentExpiredAt: t.expose('contentExpiredAt', { type: 'DateTime', nullable: true }),
    kitSentCount: t.exposeInt('kitSentCount'),
    replacedKeys: t.field({ type: [ReplacedKeyRef], description: 'Oldest first.', resolve: (p) => [...p.replacedKeys] }),
    events: t.field({ type: [KeyRunEventRef], resolve: (p) => [...p.events] }),
    creator: t.loadable({
      type: ParticipantCreatorRef,
      load: async (ids: string[], ctx) => {
        // Three reads for a whole page of participants, whatever its size.
        const [users, participations, allChannels] = await Promise.all([
          ctx.scope.accounts.users.findByIds(ids),
          ctx.scope.keys.participants.listByCreators(ids),
          ctx.scope.channels.channels.findByCreators(ids),
        ]);
        const now = ctx.scope.keys.clock.now();
        return ids.map((id) => {
          const user = users.find((u) => u.id === id);
          if (!user) return new Error('Creator not found');
          const channels = allChannels.filter((c) => c.creatorId === id);
          const biggest = [...channels].sort((a, b) => b.followers - a.followers)[0];
          return {
            id: user.id,
            username: user.username,
            displayName: user.displayName,
            completionRate: completionRate(
              participations.filter((p) => p.creatorId === id),
              now,
            ).rate,
            country: biggest?.country ?? null,
            channels: channels.map((c) => ({ provider: c.provider, followers: c.followers })),
          };
        });
      },
      resolve: (p) => p.creatorId,
    }),
  }),
});
