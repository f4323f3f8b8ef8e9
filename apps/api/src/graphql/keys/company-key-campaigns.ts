import { ConvertPreLaunchCampaign } from '@lurkit/core/keys/application/convert-pre-launch-campaign.ts';
import { CreateKeyCampaign } from '@lurkit/core/keys/application/create-key-campaign.ts';
import { ListKeyParticipants, ViewKeyCampaignAsCompany } from '@lurkit/core/keys/application/key-campaign-queries.ts';
import { ReviewParticipants } from '@lurkit/core/keys/application/review-participant.ts';
import { actorId } from '../shared/actor.ts';
import { ReplaceBadKey } from '@lurkit/core/keys/application/replace-bad-key.ts';
import { SendCreatorKitCodesAgain } from '@lurkit/core/keys/application/send-creator-kit-codes-again.ts';
import { UpdateKeyCampaignStep } from '@lurkit/core/keys/application/update-key-campaign-step.ts';
import { KEY_CAMPAIGN_STEPS, KEY_CAMPAIGN_STEP_SCHEMAS } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { stepsInputFromSchemas } from '../shared/input-from-schema.ts';
import { PARTICIPANT_TABS } from '@lurkit/core/keys/domain/key-participant.entity.ts';
import type { PublishCheckFailure } from '@lurkit/core/publishing/domain/publish-check-ids.ts';
import { publishChecks } from '@lurkit/core/publishing/domain/publish-checks.ts';
import { builder } from '../shared/builder.ts';
import { currentPublishChecks } from '../shared/current-publish-checks.ts';
import { publishMutations } from '../shared/publish-mutations.ts';
import { companyIdOf } from '../shared/company.ts';
import { resolvePage, resolveUseCasePage } from '../shared/connection.ts';
import { unwrap } from '../shared/errors.ts';
import { KeyCampaignRef, KeyParticipantRef, ParticipantStateEnum, PlatformKeysRef } from './key-campaign.types.ts';
import { CampaignStatusEnum } from '../shared/campaign-status.types.ts';

const KeyCampaignKindEnum = builder.enumType('KeyCampaignKind', { values: ['standard', 'preLaunch'] as const });
const KeyCampaignStepEnum = builder.enumType('KeyCampaignStep', { values: KEY_CAMPAIGN_STEPS });
export const ParticipantTabEnum = builder.enumType('KeyParticipantTab', { values: PARTICIPANT_TABS });
const KeyCampaignStepInput = stepsInputFromSchemas('KeyCampaignStep', KEY_CAMPAIGN_STEP_SCHEMAS);
const ReviewDecisionEnum = builder.enumType('KeyReviewDecision', { values: ['accept', 'decline'] as const });

/** Which wizard step fixes a failed publish check (the Fix action opens it). */
const STEP_OF_CHECK: Record<string, (typeof KEY_CAMPAIGN_STEPS)[number] | null> = {
  'campaign.name': 'basics',
  'campaign.startDate': 'basics',
  'campaign.endDateInFuture': 'basics',
  'campaign.codeManagerItem': 'creatorKit',
  'campaign.keys': 'creatorKit',
  'campaign.verifiedEmail': null,
};

export const PublishCheckRef = builder.objectRef<PublishCheckFailure>('PublishCheck').implement({
  description: 'A publish check not met yet, with the wizard step that fixes it (null: fixed outside the wizard).',
  fields: (t) => ({
    id: t.exposeString('id'),
    message: t.exposeString('message'),
    step: t.field({ type: KeyCampaignStepEnum, nullable: true, resolve: (c) => STEP_OF_CHECK[c.id] ?? null }),
  }),
});

const StateCountRef = builder.objectRef<{ state: typeof ParticipantStateEnum.$inferType; count: number }>('KeyParticipantCount').implement({
  fields: (t) => ({ state: t.expose('state', { type: ParticipantStateEnum }), count: t.exposeInt('count') }),
});

const CompanyKeyCampaignRef = builder
  .objectRef<{
    campaign: typeof KeyCampaignRef.$inferType;
    keys: (typeof PlatformKeysRef.$inferType)[];
    counts: { state: typeof ParticipantStateEnum.$inferType; count: number }[];
    checks: PublishCheckFailure[];
  }>('CompanyKeyCampaign')
  .implement({
    description: "A company's own Key campaign with its key stock, participant counts and the publish checks not met yet.",
    fields: (t) => ({
      campaign: t.expose('campaign', { type: KeyCampaignRef }),
      keys: t.expose('keys', { type: [PlatformKeysRef] }),
      participantCounts: t.expose('counts', { type: [StateCountRef] }),
      publishChecks: t.expose('checks', { type: [PublishCheckRef] }),
    }),
  });

builder.queryField('companyKeyCampaigns', (t) =>
  t.connection({
    type: KeyCampaignRef,
    description: "The company's Key campaigns, newest first; `ended` lists those over (ended or past).",
    authScopes: { companyMember: true },
    args: { ended: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, args, ctx) => {
      const { campaigns, clock } = ctx.scope.keys;
      const companyId = companyIdOf(ctx);
      return resolvePage(
        args,
        (page) => campaigns.listByCompany(companyId, { ended: args.ended ?? false, now: clock.now() }, page),
        (c) => campaigns.cursorOf(c, 'company'),
      );
    },
  }),
);

builder.queryField('companyKeyCampaign', (t) =>
  t.field({
    type: CompanyKeyCampaignRef,
    authScopes: { companyMember: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) => {
      const view = unwrap(
        await new ViewKeyCampaignAsCompany(ctx.scope.keys).execute({ companyId: companyIdOf(ctx), campaignId: String(id) }),
      );
      const publishing = await currentPublishChecks(ctx, String(id));
      return {
        campaign: view.campaign,
        keys: [...view.keys],
        counts: Object.entries(view.participantsByState).map(([state, count]) => ({ state: state as never, count: count ?? 0 })),
        checks: publishing,
      };
    },
  }),
);

builder.queryField('keyParticipants', (t) =>
  t.connection({
    type: KeyParticipantRef,
    description: "One tab of a campaign's participants (pending, active, ended), oldest application first.",
    authScopes: { companyMember: true },
    args: { campaignId: t.arg.id(), tab: t.arg({ type: ParticipantTabEnum }) },
    resolve: (_root, args, ctx) => {
      const { participants } = ctx.scope.keys;
      return resolveUseCasePage(
        args,
        (page) =>
          new ListKeyParticipants(ctx.scope.keys).execute({
            companyId: companyIdOf(ctx),
            campaignId: String(args.campaignId),
            tab: args.tab,
            page,
          }),
        (p) => participants.cursorOf(p),
      );
    },
  }),
);

builder.mutationField('createKeyCampaign', (t) =>
  t.field({
    type: KeyCampaignRef,
    description: "The create-activation wizard's organic choices: a standard Key campaign or a pre-launch one, as a draft.",
    authScopes: { companyMember: true },
    args: { kind: t.arg({ type: KeyCampaignKindEnum }), name: t.arg.string() },
    resolve: async (_root, { kind, name }, ctx) =>
      unwrap(await new CreateKeyCampaign(ctx.scope.keys).execute({ companyId: companyIdOf(ctx), campaign: { kind, name } })),
  }),
);

builder.mutationField('saveKeyCampaignStep', (t) =>
  t.field({
    type: KeyCampaignRef,
    description: 'Saves one step of the edit wizard whole, or nothing (errors name the field).',
    authScopes: { companyMember: true },
    args: { id: t.arg.id(), step: t.arg({ type: KeyCampaignStepEnum }), values: t.arg({ type: KeyCampaignStepInput }) },
    resolve: async (_root, { id, step, values }, ctx) =>
      unwrap(
        await new UpdateKeyCampaignStep(ctx.scope.keys).execute({ companyId: companyIdOf(ctx), campaignId: String(id), step, values }),
      ),
  }),
);

publishMutations({
  kind: 'KeyCampaign',
  publishDescription:
    "Publishes, or holds it for account review when the company's account is not reviewed yet. Failed checks come back in details.failures.",
  unpublishDescription: 'Closes it to new key requests; creators already in may finish (spec 4).',
});

builder.mutationField('convertPreLaunchCampaign', (t) =>
  t.field({
    type: KeyCampaignRef,
    description: 'A pre-launch campaign becomes a Key campaign after confirmation: invitations, claims and content open.',
    authScopes: { companyMember: true },
    args: { id: t.arg.id(), confirmed: t.arg.boolean() },
    resolve: async (_root, { id, confirmed }, ctx) =>
      unwrap(
        await new ConvertPreLaunchCampaign(ctx.scope.keys).execute({ companyId: companyIdOf(ctx), campaignId: String(id), confirmed }),
      ),
  }),
);

builder.mutationField('reviewKeyParticipants', (t) =>
  t.field({
    type: [KeyParticipantRef],
    description: 'Accepts or declines pending and waitlisted creators, one or many; all or none.',
    authScopes: { companyMember: true },
    args: { campaignId: t.arg.id(), participantIds: t.arg.idList(), decision: t.arg({ type: ReviewDecisionEnum }) },
    resolve: async (_root, { campaignId, participantIds, decision }, ctx) =>
      unwrap(
        await new ReviewParticipants(ctx.scope.keys).execute({
          companyId: companyIdOf(ctx),
          campaignId: String(campaignId),
          participantIds: participantIds.map(String),
          decision,
        }),
      ),
  }),
);

builder.mutationField('sendCreatorKitCodesAgain', (t) =>
  t.field({
    type: KeyParticipantRef,
    description: 'Mails the creator their claimed key again (spec 4: creator-kit codes can be sent more).',
    authScopes: { companyMember: true },
    args: { campaignId: t.arg.id(), participantId: t.arg.id() },
    resolve: async (_root, { campaignId, participantId }, ctx) =>
      unwrap(
        await new SendCreatorKitCodesAgain(ctx.scope.keys).execute({
          companyId: companyIdOf(ctx),
          campaignId: String(campaignId),
          participantId: String(participantId),
        }),
      ),
  }),
);

builder.mutationField('replaceBadKey', (t) =>
  t.field({
    type: KeyParticipantRef,
    description:
      "Marks the creator's claimed key bad and gives them the next unclaimed key of its platform from the campaign's Code Manager item; KEYS.NO_REPLACEMENT_KEY changes nothing when that stock is empty.",
    authScopes: { companyMember: true },
    args: { campaignId: t.arg.id(), participantId: t.arg.id() },
    resolve: async (_root, { campaignId, participantId }, ctx) =>
      unwrap(
        await new ReplaceBadKey(ctx.scope.keys).execute({
          companyId: companyIdOf(ctx),
          userId: actorId(ctx),
          campaignId: String(campaignId),
          participantId: String(participantId),
        }),
      ),
  }),
);
