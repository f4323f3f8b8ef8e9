import { GrantVipAccess } from '@lurkit/core/creator-lists/application/grant-vip-access.ts';
import { RevokeVipAccess } from '@lurkit/core/creator-lists/application/revoke-vip-access.ts';
import { MyVipAccess, VipGrantsForCreators } from '@lurkit/core/creator-lists/application/vip-access-queries.ts';
import type { KeyParticipant } from '@lurkit/core/keys/domain/key-participant.entity.ts';
import { builder } from '../shared/builder.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { actorId } from '../shared/actor.ts';
import { companyIdOf } from '../shared/company.ts';
import { unwrap } from '../shared/errors.ts';
import { EligibilityRef, KeyParticipantRef } from '../keys/index.ts';
import type { VipActivationType, VipGrant } from '@lurkit/core/creator-lists/domain/vip-grant.entity.ts';
import type { ProgramMembership } from '@lurkit/core/programs/domain/membership.entity.ts';
import type { QuestRun } from '@lurkit/core/quests/domain/quest-run.entity.ts';
import type { MissionRun } from '@lurkit/core/missions/domain/mission-run.entity.ts';
import { MissionRunRef } from '../missions/index.ts';
import { ApplicantEligibilityRef, MembershipRef } from '../programs/index.ts';
import { QuestRunRef } from '../quests/index.ts';
import { SentInvitationRef } from '../invitations/index.ts';
import type { SentInvitation } from '@lurkit/core/invitations/application/list-activation-invitations.ts';
import { VipAccessNoteRef, VipActivationTypeEnum, VipGrantRef } from './creator-list.types.ts';

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

interface RowKey {
  readonly activationType: VipActivationType;
  readonly activationId: string;
  /** Null for a row with no creator yet (an email invite). */
  readonly creatorId: string | null;
}

/**
 * The VIP toggles of the company's tables (participants, applicants, invitations): the grants of the
 * rows' activations, for the company that owns them; null for other readers (creators see theirs in
 * myVipAccess and on the activation page). One read per activation on the page.
 */
async function grantsOfRows(ctx: GraphQLContext, keys: readonly RowKey[]): Promise<(VipGrant | null)[]> {
  const companyId = ctx.session?.user.company?.id;
  if (!companyId) return keys.map(() => null);
  const byActivation = Map.groupBy(
    keys.filter((k) => k.creatorId !== null),
    (k) => `${k.activationType}|${k.activationId}`,
  );
  const grants = (
    await Promise.all(
      [...byActivation.values()].map((ks) =>
        new VipGrantsForCreators(ctx.scope.creatorLists).execute({
          companyId,
          activationType: ks[0]!.activationType,
          activationId: ks[0]!.activationId,
          creatorIds: ks.flatMap((k) => (k.creatorId ? [k.creatorId] : [])),
        }),
      ),
    )
  ).flat();
  return keys.map(
    (k) =>
      grants.find((g) => g.activationType === k.activationType && g.activationId === k.activationId && g.creatorId === k.creatorId) ?? null,
  );
}

const VIP_ROW_DESCRIPTION = "The company's VIP grant to this row's creator on the activation; null for other readers.";

builder.objectField(KeyParticipantRef, 'vipAccess', (t) =>
  t.loadable({
    type: VipGrantRef,
    nullable: true,
    description: VIP_ROW_DESCRIPTION,
    load: (rows: KeyParticipant[], ctx) =>
      grantsOfRows(
        ctx,
        rows.map((p) => ({ activationType: 'KEY' as const, activationId: p.campaignId, creatorId: p.creatorId })),
      ),
    resolve: (p) => p,
  }),
);

builder.objectField(QuestRunRef, 'vipAccess', (t) =>
  t.loadable({
    type: VipGrantRef,
    nullable: true,
    description: VIP_ROW_DESCRIPTION,
    load: (rows: QuestRun[], ctx) =>
      grantsOfRows(
        ctx,
        rows.map((r) => ({ activationType: 'QUEST' as const, activationId: r.questId, creatorId: r.creatorId })),
      ),
    resolve: (r) => r,
  }),
);

builder.objectField(MissionRunRef, 'vipAccess', (t) =>
  t.loadable({
    type: VipGrantRef,
    nullable: true,
    description: VIP_ROW_DESCRIPTION,
    load: (rows: MissionRun[], ctx) =>
      grantsOfRows(
        ctx,
        rows.map((r) => ({ activationType: 'MISSION' as const, activationId: r.missionId, creatorId: r.creatorId })),
      ),
    resolve: (r) => r,
  }),
);

builder.objectField(MembershipRef, 'vipAccess', (t) =>
  t.loadable({
    type: VipGrantRef,
    nullable: true,
    description: VIP_ROW_DESCRIPTION,
    load: (rows: ProgramMembership[], ctx) =>
      grantsOfRows(
        ctx,
        rows.map((m) => ({ activationType: 'CREATOR_PROGRAM' as const, activationId: m.programId, creatorId: m.creatorId })),
      ),
    resolve: (m) => m,
  }),
);

builder.objectField(SentInvitationRef, 'vipAccess', (t) =>
  t.loadable({
    type: VipGrantRef,
    nullable: true,
    description: "The company's VIP grant to a user id invite's creator on the activation; null for email invites and other readers.",
    load: (rows: SentInvitation[], ctx) =>
      grantsOfRows(
        ctx,
        rows.map(({ invitation: i }) => ({ activationType: i.activationType, activationId: i.activationId, creatorId: i.creatorId })),
      ),
    resolve: (s) => s,
  }),
);

builder.objectField(EligibilityRef, 'vipAccess', (t) => t.field({ type: VipAccessNoteRef, nullable: true, resolve: (e) => e.vipAccess }));
builder.objectField(ApplicantEligibilityRef, 'vipAccess', (t) =>
  t.field({ type: VipAccessNoteRef, nullable: true, resolve: (e) => e.vipAccess ?? null }),
);
