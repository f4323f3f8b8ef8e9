import { GetInvitationToActivation } from '@lurkit/core/invitations/application/get-invitation-to-activation.ts';
import { GetReceivedInvitation } from '@lurkit/core/invitations/application/get-received-invitation.ts';
import { ListReceivedInvitations } from '@lurkit/core/invitations/application/list-received-invitations.ts';
import type { CreatorAddress, ReceivedInvitation } from '@lurkit/core/invitations/application/received-invitation.ts';
import { RespondToInvitation } from '@lurkit/core/invitations/application/respond-to-invitation.ts';
import { canBeRejected } from '@lurkit/core/invitations/domain/invitation.entity.ts';
import { builder } from '../shared/builder.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { unauthenticated, unwrap } from '../shared/errors.ts';
import { ActivationTypeEnum, InvitationStatusEnum, InviteTypeEnum } from './creator-invitations.ts';

/** Creators, and people waiting for creator access (User type), as for requesting a key. */
const INVITED = { $any: { creatorWithAccess: true, userType: 'User' } } as const;

const InvitationResponseEnum = builder.enumType('InvitationResponse', { values: ['ACCEPT', 'REJECT'] as const });

/** The signed-in user as an invitation's addressee: core answers email invites only to a verified address. */
function addressOf(ctx: GraphQLContext): CreatorAddress {
  if (!ctx.session) throw unauthenticated();
  const { id, email, emailVerified } = ctx.session.user;
  return { creatorId: id, creatorEmail: email, emailVerified };
}

const ReceivedInvitationRef = builder.objectRef<ReceivedInvitation>('ReceivedInvitation').implement({
  description: 'An invitation as the invited creator sees it (spec 3): the activation, the company, the invited date and status.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => r.invitation.id }),
    activationType: t.field({ type: ActivationTypeEnum, resolve: (r) => r.invitation.activationType }),
    activationId: t.id({ resolve: (r) => r.invitation.activationId }),
    activationName: t.string({
      nullable: true,
      description: 'Null once the activation is gone.',
      resolve: (r) => r.activation?.name ?? null,
    }),
    companyName: t.string({ nullable: true, resolve: (r) => r.activation?.companyName ?? null }),
    inviteType: t.field({ type: InviteTypeEnum, resolve: (r) => r.invitation.inviteType }),
    invitedAt: t.field({ type: 'DateTime', resolve: (r) => r.invitation.invitedAt }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.invitation.expiresAt }),
    respondedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.invitation.respondedAt }),
    status: t.field({ type: InvitationStatusEnum, resolve: (r) => r.status }),
    canReject: t.boolean({
      description: 'Spec 4: Quest and Key invitations can be rejected.',
      resolve: (r) => canBeRejected(r.invitation.activationType),
    }),
  }),
});

builder.queryField('myInvitations', (t) =>
  t.field({
    type: [ReceivedInvitationRef],
    description: "The signed-in creator's open invitations (pending, not expired), newest first.",
    authScopes: INVITED,
    resolve: (_root, _args, ctx) => new ListReceivedInvitations(ctx.scope.invitations).execute(addressOf(ctx)),
  }),
);

builder.queryField('myInvitation', (t) =>
  t.field({
    type: ReceivedInvitationRef,
    description: 'One invitation addressed to the signed-in creator, whatever its status (the page the mail links to).',
    authScopes: INVITED,
    args: { invitationId: t.arg.id() },
    resolve: async (_root, { invitationId }, ctx) =>
      unwrap(await new GetReceivedInvitation(ctx.scope.invitations).execute({ ...addressOf(ctx), invitationId: String(invitationId) })),
  }),
);

builder.queryField('myInvitationTo', (t) =>
  t.field({
    type: ReceivedInvitationRef,
    description:
      "The signed-in creator's invitation to one activation, whatever its status (a hidden Quest's invited page); INVITATIONS.NOT_FOUND when they were not invited.",
    authScopes: INVITED,
    args: { activationType: t.arg({ type: ActivationTypeEnum }), activationId: t.arg.id() },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new GetInvitationToActivation(ctx.scope.invitations).execute({
          ...addressOf(ctx),
          activationType: args.activationType,
          activationId: String(args.activationId),
        }),
      ),
  }),
);

builder.mutationField('respondToCreatorInvitation', (t) =>
  t.field({
    type: ReceivedInvitationRef,
    description:
      "Accepts or rejects an invitation addressed to the signed-in creator. Accepting a Key campaign invitation makes them a participant, accepted at once; the campaign's location and language must still be met. After accepting a Creator Program invitation, the creator's application on the program's join page is accepted at once.",
    authScopes: INVITED,
    args: {
      invitationId: t.arg.id(),
      response: t.arg({ type: InvitationResponseEnum }),
      agreementAccepted: t.arg.boolean({ defaultValue: false, description: "The campaign's special instructions and embargo, accepted." }),
    },
    resolve: async (_root, args, ctx) => {
      const address = addressOf(ctx);
      const invitationId = String(args.invitationId);
      unwrap(
        await new RespondToInvitation(ctx.scope.invitations).execute({
          ...address,
          invitationId,
          response: args.response === 'ACCEPT' ? 'accept' : 'reject',
          agreementAccepted: args.agreementAccepted ?? false,
        }),
      );
      return unwrap(await new GetReceivedInvitation(ctx.scope.invitations).execute({ ...address, invitationId }));
    },
  }),
);
