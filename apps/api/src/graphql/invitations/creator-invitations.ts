import { InviteCreators } from '@lurkit/core/invitations/application/invite-creators.ts';
import type { InviteReport } from '@lurkit/core/invitations/application/invite-report.ts';
import { ListActivationInvitations, type SentInvitation } from '@lurkit/core/invitations/application/list-activation-invitations.ts';
import { ResendInvitation } from '@lurkit/core/invitations/application/resend-invitation.ts';
import { ACTIVATION_TYPES, INVITE_TYPES, displayStatus } from '@lurkit/core/invitations/domain/invitation.entity.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { companyIdOf } from '../shared/company.ts';
import { unwrap } from '../shared/errors.ts';

export const ActivationTypeEnum = builder.enumType('ActivationType', { values: ACTIVATION_TYPES });
export const InviteTypeEnum = builder.enumType('InviteType', { values: INVITE_TYPES });
export const InvitationStatusEnum = builder.enumType('CreatorInvitationStatus', {
  values: ['PENDING', 'ACCEPTED', 'REJECTED', 'EXPIRED'] as const,
});
const InviteOutcomeEnum = builder.enumType('InviteOutcome', {
  values: ['INVITED', 'INVALID_EMAIL', 'DUPLICATE_IN_LIST', 'ALREADY_INVITED', 'CREATOR_NOT_FOUND'] as const,
});

export const SentInvitationRef = builder.objectRef<SentInvitation>('SentInvitation').implement({
  description: 'Invitations sent (spec 3): email or user id, invited date, status; email invites expire and can be resent.',
  fields: (t) => ({
    id: t.id({ resolve: (s) => s.invitation.id }),
    inviteType: t.field({ type: InviteTypeEnum, resolve: (s) => s.invitation.inviteType }),
    email: t.string({ nullable: true, resolve: (s) => s.invitation.email }),
    creatorId: t.string({ nullable: true, resolve: (s) => s.invitation.creatorId }),
    creatorName: t.string({ nullable: true, description: "A user id invite's creator, by display name.", resolve: (s) => s.creatorName }),
    invitedAt: t.field({ type: 'DateTime', resolve: (s) => s.invitation.invitedAt }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.invitation.expiresAt }),
    status: t.field({ type: InvitationStatusEnum, resolve: (s) => s.status }),
    sentCount: t.int({ resolve: (s) => s.invitation.sentCount }),
  }),
});

export const InviteReportRef = builder.objectRef<InviteReport>('InviteReport').implement({
  fields: (t) => ({
    invited: t.exposeInt('invited'),
    lines: t.field({
      type: [
        builder.objectRef<InviteReport['lines'][number]>('InviteReportLine').implement({
          fields: (f) => ({
            line: f.exposeInt('line'),
            target: f.exposeString('target'),
            outcome: f.expose('outcome', { type: InviteOutcomeEnum }),
          }),
        }),
      ],
      resolve: (r) => [...r.lines],
    }),
  }),
});

const InviteCreatorsInput = builder.inputType('InviteCreatorsInput', {
  fields: (t) => ({
    activationType: t.field({ type: ActivationTypeEnum }),
    activationId: t.id(),
    inviteType: t.field({ type: InviteTypeEnum }),
    emails: t.string({ required: false, description: 'EMAIL: one valid address per line.' }),
    userIds: t.idList({ required: false, description: 'USERID: the creators chosen.' }),
  }),
});

builder.queryField('creatorInvitations', (t) =>
  t.field({
    type: [SentInvitationRef],
    description: "Invitations sent for one of the company's activations, newest first.",
    authScopes: { companyMember: true },
    args: { activationType: t.arg({ type: ActivationTypeEnum }), activationId: t.arg.id() },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new ListActivationInvitations(ctx.scope.invitations).execute({
          companyId: companyIdOf(ctx),
          activationType: args.activationType,
          activationId: String(args.activationId),
        }),
      ),
  }),
);

builder.mutationField('inviteCreators', (t) =>
  t.field({
    type: InviteReportRef,
    description: 'Invites creators by email (one per line) or user id; one invite per activation per creator; every line gets its outcome.',
    authScopes: { companyMember: true },
    args: { input: t.arg({ type: InviteCreatorsInput }) },
    resolve: async (_root, { input }, ctx) => {
      const invite =
        input.inviteType === 'EMAIL'
          ? {
              inviteType: 'EMAIL',
              activationType: input.activationType,
              activationId: String(input.activationId),
              emails: input.emails ?? '',
            }
          : {
              inviteType: 'USERID',
              activationType: input.activationType,
              activationId: String(input.activationId),
              userIds: (input.userIds ?? []).map(String),
            };
      return unwrap(
        await new InviteCreators(ctx.scope.invitations).execute({ companyId: companyIdOf(ctx), invitedBy: actorId(ctx), invite }),
      );
    },
  }),
);

builder.mutationField('resendCreatorInvitation', (t) =>
  t.field({
    type: SentInvitationRef,
    description: 'Sends a pending or expired email invitation again, with a fresh expiry.',
    authScopes: { companyMember: true },
    args: { invitationId: t.arg.id() },
    resolve: async (_root, { invitationId }, ctx) => {
      const invitation = unwrap(
        await new ResendInvitation(ctx.scope.invitations).execute({ companyId: companyIdOf(ctx), invitationId: String(invitationId) }),
      );
      return { invitation, status: displayStatus(invitation, ctx.scope.invitations.clock.now()), creatorName: null };
    },
  }),
);
