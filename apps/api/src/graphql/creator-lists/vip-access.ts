import { GrantVipAccess } from '@lurkit/core/creator-lists/application/grant-vip-access.ts';
import { RevokeVipAccess } from '@lurkit/core/creator-lists/application/revoke-vip-access.ts';
import { MyVipAccess, VipGrantsForCreators } from '@lurkit/core/creator-lists/application/vip-access-queries.ts';
import type { KeyParticipant } from '@lurkit/core/keys/domain/key-participant.entity.ts';
import type { KeyEligibility } from '@lurkit/core/keys/ports/creator-eligibility.port.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { companyIdOf } from '../shared/company.ts';
import { unwrap } from '../shared/errors.ts';
import { EligibilityRef, KeyParticipantRef } from '../keys/key-campaign.types.ts';
import { VipActivationTypeEnum, VipGrantRef } from './creator-list.types.ts';

const GrantVipAccessInput = builder.inputType('GrantVipAccessInput', {
  fields: (t) => ({
    activationType: t.field({ type: VipActivationTypeEnum }),
    activationId: t.id(),
    creatorId: t.id({ description: "A participant's creator or any creator's user id." }),
    waivesLocationAndLanguage: t.boolean({ required: false, description: 'Default false: location and language still apply.' }),
  }),
});

builder.mutationField('grantVipAccess', (t) =>
  t.field({
    type: VipGrantRef,
    description: "Grants a creator VIP access to one of the company's activations; granting again changes the waiver.",
    authScopes: { companyMember: true },
    args: { input: t.arg({ type: GrantVipAccessInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(
        await new GrantVipAccess(ctx.scope.creatorLists).execute({
          companyId: companyIdOf(ctx),
          grantedBy: actorId(ctx),
          form: {
            activationType: input.activationType,
            activationId: String(input.activationId),
            creatorId: String(input.creatorId),
            waivesLocationAndLanguage: input.waivesLocationAndLanguage ?? false,
          },
        }),
      ),
  }),
);

builder.mutationField('revokeVipAccess', (t) =>
  t.boolean({
    description: 'Takes VIP access back; answers whether there was one.',
    authScopes: { companyMember: true },
    args: { activationType: t.arg({ type: VipActivationTypeEnum }), activationId: t.arg.id(), creatorId: t.arg.id() },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new RevokeVipAccess(ctx.scope.creatorLists).execute({
          companyId: companyIdOf(ctx),
          form: { activationType: args.activationType, activationId: String(args.activationId), creatorId: String(args.creatorId) },
        }),
      ).revoked,
  }),
);

builder.queryField('myVipAccess', (t) =>
  t.field({
    type: [VipGrantRef],
    description: 'The VIP access companies granted the signed-in creator, newest first.',
    authScopes: { userType: 'Creator' },
    resolve: (_root, _args, ctx) => new MyVipAccess(ctx.scope.creatorLists).execute({ creatorId: actorId(ctx) }),
  }),
);

/** The participants table's VIP toggle: the grant of the participant's campaign, for its company. */
builder.objectField(KeyParticipantRef, 'vipAccess', (t) =>
  t.loadable({
    type: VipGrantRef,
    nullable: true,
    description:
      "The company's VIP grant to this participant's creator on the campaign; null for other readers (creators see theirs in myVipAccess).",
    load: async (participants: KeyParticipant[], ctx) => {
      const companyId = ctx.session?.user.company?.id;
      if (!companyId) return participants.map(() => null);
      // One read per campaign on the page (a page holds one campaign's participants).
      const byCampaign = Map.groupBy(participants, (p) => p.campaignId);
      const grants = (
        await Promise.all(
          [...byCampaign].map(([campaignId, ps]) =>
            new VipGrantsForCreators(ctx.scope.creatorLists).execute({
              companyId,
              activationType: 'KEY',
              activationId: campaignId,
              creatorIds: ps.map((p) => p.creatorId),
            }),
          ),
        )
      ).flat();
      return participants.map((p) => grants.find((g) => g.activationId === p.campaignId && g.creatorId === p.creatorId) ?? null);
    },
    resolve: (p) => p,
  }),
);

const VipAccessNoteRef = builder.objectRef<NonNullable<KeyEligibility['vipAccess']>>('VipAccessNote').implement({
  description: 'Shown to the creator: VIP access applies here, and whether it also waives location and language.',
  fields: (t) => ({ waivesLocationAndLanguage: t.exposeBoolean('waivesLocationAndLanguage') }),
});

builder.objectField(EligibilityRef, 'vipAccess', (t) => t.field({ type: VipAccessNoteRef, nullable: true, resolve: (e) => e.vipAccess }));
