import { ApplyToKeyCampaign } from '@lurkit/core/keys/application/apply-to-key-campaign.ts';
import { ClaimKey } from '@lurkit/core/keys/application/claim-key.ts';
import {
  BrowseKeyCampaigns,
  CreatorCompletionRate,
  RevealClaimedKey,
  ViewKeyCampaignAsCreator,
  platformKeys,
  type CreatorKeyCampaignView,
} from '@lurkit/core/keys/application/key-campaign-queries.ts';
import { RequestMoreKeys } from '@lurkit/core/keys/application/request-more-keys.ts';
import { SubmitKeyContent } from '@lurkit/core/keys/application/submit-key-content.ts';
import type { KeyParticipant } from '@lurkit/core/keys/domain/key-participant.entity.ts';
import type { CompletionRate } from '@lurkit/core/keys/domain/completion-rate.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { resolvePage } from '../shared/connection.ts';
import { unwrap } from '../shared/errors.ts';
import { EligibilityRef, KeyCampaignRef, KeyParticipantRef, PlatformKeysRef } from './key-campaign.types.ts';
import { PlatformEnum, PlatformFamilyEnum } from '../shared/platform.types.ts';

/** Creators and people waiting for creator access (User type) browse and request; claims need a request accepted. */
const CREATOR_SCOPES = { creatorWithAccess: true } as const;
const ANY_CREATOR = { $any: { creatorWithAccess: true, userType: 'User' } } as const;

const BrowseSectionEnum = builder.enumType('KeyBrowseSection', { values: ['popular', 'recent', 'upcoming', 'all'] as const });
const CategoryEnum = builder.enumType('KeyCampaignCategory', { values: ['game', 'dlc', 'demo', 'inGameItem', 'other'] as const });

const CreatorKeyCampaignRef = builder.objectRef<CreatorKeyCampaignView>('CreatorKeyCampaign').implement({
  description: 'A Key campaign as a creator sees it: their state, whether they meet the requirements, and the keys left.',
  fields: (t) => ({
    campaign: t.expose('campaign', { type: KeyCampaignRef }),
    participation: t.expose('participation', { type: KeyParticipantRef, nullable: true }),
    eligibility: t.expose('eligibility', { type: EligibilityRef }),
    keys: t.field({ type: [PlatformKeysRef], resolve: (v) => [...v.keys] }),
    needsAgreement: t.exposeBoolean('needsAgreement', {
      description: 'Special instructions or an embargo must be accepted first (spec 5).',
    }),
    listed: t.exposeBoolean('listed'),
  }),
});

builder.objectField(KeyCampaignRef, 'myParticipation', (t) =>
  t.loadable({
    type: KeyParticipantRef,
    nullable: true,
    description: "The signed-in creator's state on this campaign, if they requested a key.",
    load: async (campaignIds: string[], ctx) => {
      if (!ctx.session) return campaignIds.map(() => null);
      const mine = await ctx.scope.keys.participants.findByCreatorAndCampaigns(ctx.session.user.id, campaignIds);
      return campaignIds.map((id) => mine.find((p) => p.campaignId === id) ?? null);
    },
    resolve: (c) => c.id,
  }),
);

builder.objectField(KeyCampaignRef, 'keyStock', (t) =>
  t.field({
    type: [PlatformKeysRef],
    description: 'Keys per platform: offered, claimed and claimable now (browse cards show what is left).',
    resolve: async (campaign, _args, ctx) => platformKeys(ctx.scope.keys, campaign),
  }),
);

builder.queryField('browseKeyCampaigns', (t) =>
  t.connection({
    type: KeyCampaignRef,
    description:
      'Browse Key campaigns (spec 2): popular, recently added, upcoming or all, with filters genre, platform, category, only eligible.',
    authScopes: ANY_CREATOR,
    args: {
      section: t.arg({ type: BrowseSectionEnum, defaultValue: 'all' }),
      genres: t.arg.stringList({ defaultValue: [] }),
      families: t.arg({ type: [PlatformFamilyEnum], defaultValue: [], description: 'A family finds every platform in it (spec 3).' }),
      platforms: t.arg({ type: [PlatformEnum], defaultValue: [] }),
      category: t.arg({ type: CategoryEnum, required: false }),
      onlyEligible: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, args, ctx) => {
      const { campaigns, clock } = ctx.scope.keys;
      const section = args.section ?? 'all';
      const query = {
        section,
        genres: (args.genres ?? []).slice(0, 20),
        platforms: [...(args.families ?? []), ...(args.platforms ?? [])].slice(0, 20),
        category: args.category ?? null,
        now: clock.now(),
      };
      return resolvePage(
        args,
        (page) =>
          new BrowseKeyCampaigns(ctx.scope.keys.browsing).execute({
            creatorId: actorId(ctx),
            query,
            page,
            onlyEligible: args.onlyEligible ?? false,
          }),
        (c) => campaigns.cursorOf(c, section),
      );
    },
  }),
);

builder.queryField('keyCampaign', (t) =>
  t.field({
    type: CreatorKeyCampaignRef,
    description: 'One Key campaign for a creator; hidden ones open by their link (spec 6).',
    authScopes: ANY_CREATOR,
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) =>
      unwrap(await new ViewKeyCampaignAsCreator(ctx.scope.keys).execute({ creatorId: actorId(ctx), campaignId: String(id) })),
  }),
);

const KeyDealRef = builder.objectRef<KeyParticipant>('KeyDeal').implement({
  fields: (t) => ({
    participation: t.field({ type: KeyParticipantRef, resolve: (p) => p }),
    campaign: t.loadable({
      type: KeyCampaignRef,
      load: async (ids: string[], ctx) => {
        const found = await ctx.scope.keys.campaigns.findByIds(ids);
        return ids.map((id) => found.find((c) => c.id === id) ?? new Error('Campaign not found'));
      },
      resolve: (p) => p.campaignId,
    }),
  }),
});

builder.queryField('myKeyDeals', (t) =>
  t.field({
    type: [KeyDealRef],
    description: "The creator's Key campaigns, newest request first (Deals: Keys).",
    authScopes: ANY_CREATOR,
    resolve: async (_root, _args, ctx) => ctx.scope.keys.participants.listByCreator(actorId(ctx)),
  }),
);

export const CompletionRateRef = builder.objectRef<CompletionRate>('CompletionRate').implement({
  description: 'Spec 9: content is due 30 days after claiming a key; late or missing content lowers the rate.',
  fields: (t) => ({
    rate: t.exposeFloat('rate', { nullable: true }),
    onTime: t.exposeInt('onTime'),
    late: t.exposeInt('late'),
    missing: t.exposeInt('missing'),
  }),
});

builder.queryField('myCompletionRate', (t) =>
  t.field({
    type: CompletionRateRef,
    authScopes: ANY_CREATOR,
    resolve: (_root, _args, ctx) => new CreatorCompletionRate(ctx.scope.keys).execute({ creatorId: actorId(ctx) }),
  }),
);

builder.queryField('claimedKey', (t) =>
  t.string({
    description: 'The key the creator claimed, in full: only to them (codes are secrets).',
    authScopes: CREATOR_SCOPES,
    args: { participantId: t.arg.id() },
    resolve: async (_root, { participantId }, ctx) =>
      unwrap(await new RevealClaimedKey(ctx.scope.keys).execute({ creatorId: actorId(ctx), participantId: String(participantId) })),
  }),
);

builder.mutationField('requestKey', (t) =>
  t.field({
    type: KeyParticipantRef,
    description: 'Requests a key: pending, waitlist or waiting for access; special instructions and embargo must be accepted.',
    authScopes: ANY_CREATOR,
    args: { campaignId: t.arg.id(), agreementAccepted: t.arg.boolean({ defaultValue: false }) },
    resolve: async (_root, { campaignId, agreementAccepted }, ctx) =>
      unwrap(
        await new ApplyToKeyCampaign(ctx.scope.keys).execute({
          creatorId: actorId(ctx),
          campaignId: String(campaignId),
          agreementAccepted: agreementAccepted ?? false,
        }),
      ),
  }),
);

const ClaimedKeyRef = builder.objectRef<{ participant: KeyParticipant; key: string }>('ClaimedKey').implement({
  fields: (t) => ({ participation: t.expose('participant', { type: KeyParticipantRef }), key: t.exposeString('key') }),
});

builder.mutationField('claimKey', (t) =>
  t.field({
    type: ClaimedKeyRef,
    description: 'Claims one key for a platform once accepted; the 30 days to submit content start now.',
    authScopes: CREATOR_SCOPES,
    args: { campaignId: t.arg.id(), platform: t.arg({ type: PlatformEnum }) },
    resolve: async (_root, { campaignId, platform }, ctx) => {
      const participant = unwrap(
        await new ClaimKey(ctx.scope.keys).execute({ creatorId: actorId(ctx), campaignId: String(campaignId), platform }),
      );
      return { participant, key: participant.claim?.code ?? '' };
    },
  }),
);

builder.mutationField('requestMoreKeys', (t) =>
  t.field({
    type: KeyParticipantRef,
    description: 'Out of keys for a platform: asks the company to add more (spec 8).',
    authScopes: CREATOR_SCOPES,
    args: { campaignId: t.arg.id(), platform: t.arg({ type: PlatformEnum }) },
    resolve: async (_root, { campaignId, platform }, ctx) =>
      unwrap(await new RequestMoreKeys(ctx.scope.keys).execute({ creatorId: actorId(ctx), campaignId: String(campaignId), platform })),
  }),
);

const SubmittedContentRef = builder.objectRef<{ participant: KeyParticipant; coinsAwarded: number }>('SubmittedKeyContent').implement({
  fields: (t) => ({
    participation: t.expose('participant', { type: KeyParticipantRef }),
    coinsAwarded: t.exposeInt('coinsAwarded', { description: '100 Lurk coins the first time on a public campaign, else 0.' }),
  }),
});

builder.mutationField('submitKeyContent', (t) =>
  t.field({
    type: SubmittedContentRef,
    description: 'Submits the content link; it cannot be changed afterwards.',
    authScopes: CREATOR_SCOPES,
    args: { campaignId: t.arg.id(), url: t.arg.string() },
    resolve: async (_root, { campaignId, url }, ctx) => {
      const submitted = unwrap(
        await new SubmitKeyContent(ctx.scope.keys).execute({ creatorId: actorId(ctx), campaignId: String(campaignId), url }),
      );
      return { participant: submitted.participant, coinsAwarded: submitted.coinsAwarded };
    },
  }),
);
