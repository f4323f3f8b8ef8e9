import { InviteCompanyMember } from '@lurkit/core/accounts/application/invite-company-member.ts';
import { JoinCompany } from '@lurkit/core/accounts/application/join-company.ts';
import { ListCompanyMembers } from '@lurkit/core/accounts/application/list-company-members.ts';
import { RemoveCompanyMember } from '@lurkit/core/accounts/application/remove-company-member.ts';
import { ResendCompanyInvitation } from '@lurkit/core/accounts/application/resend-company-invitation.ts';
import { UpdateMemberTitle } from '@lurkit/core/accounts/application/update-member-title.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';
import { CompanySummary, signedInUserId } from './account.ts';

interface MemberShape {
  userId: string;
  username: string;
  displayName: string;
  email: string;
  isOwner: boolean;
  title: string | null;
  joinedAt: Date;
}
interface InvitationShape {
  id: string;
  email: string;
  status: 'pending' | 'expired';
  createdAt: Date;
  expiresAt: Date;
}

const InvitationStatus = builder.enumType('InvitationStatus', { values: ['PENDING', 'EXPIRED'] as const });

const CompanyMember = builder.objectRef<MemberShape>('CompanyMember').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName'),
    email: t.exposeString('email'),
    isOwner: t.exposeBoolean('isOwner', { description: 'Shown as Owner; only the owner manages members.' }),
    title: t.exposeString('title', { nullable: true }),
    joinedAt: t.string({ resolve: (m) => m.joinedAt.toISOString() }),
  }),
});

const CompanyInvitation = builder.objectRef<InvitationShape>('CompanyInvitation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    status: t.field({ type: InvitationStatus, resolve: (i) => (i.status === 'pending' ? 'PENDING' : 'EXPIRED') }),
    createdAt: t.string({ resolve: (i) => i.createdAt.toISOString() }),
    expiresAt: t.string({ resolve: (i) => i.expiresAt.toISOString() }),
  }),
});

const CompanyMembers = builder
  .objectRef<{
    company: { id: string; name: string; isVerified: boolean };
    viewerIsOwner: boolean;
    members: MemberShape[];
    invitations: InvitationShape[];
  }>('CompanyMembers')
  .implement({
    fields: (t) => ({
      company: t.field({ type: CompanySummary, resolve: (c) => c.company }),
      viewerIsOwner: t.exposeBoolean('viewerIsOwner'),
      members: t.field({ type: [CompanyMember], resolve: (c) => c.members }),
      invitations: t.field({ type: [CompanyInvitation], resolve: (c) => c.invitations }),
    }),
  });

builder.queryField('companyMembers', (t) =>
  t.field({
    type: CompanyMembers,
    resolve: async (_root, _args, ctx) =>
      unwrap(await new ListCompanyMembers(ctx.scope.accounts).execute({ actorUserId: signedInUserId(ctx) })),
  }),
);

builder.mutationFields((t) => ({
  inviteCompanyMember: t.field({
    type: CompanyInvitation,
    args: { email: t.arg.string() },
    resolve: async (_root, { email }, ctx) =>
      unwrap(await new InviteCompanyMember(ctx.scope.accounts).execute({ actorUserId: signedInUserId(ctx), email })),
  }),
  resendCompanyInvitation: t.field({
    type: CompanyInvitation,
    args: { invitationId: t.arg.id() },
    resolve: async (_root, { invitationId }, ctx) =>
      unwrap(
        await new ResendCompanyInvitation(ctx.scope.accounts).execute({
          actorUserId: signedInUserId(ctx),
          invitationId: String(invitationId),
        }),
      ),
  }),
  joinCompany: t.field({
    type: CompanySummary,
    args: { token: t.arg.string() },
    resolve: async (_root, { token }, ctx) =>
      unwrap(await new JoinCompany(ctx.scope.accounts).execute({ userId: signedInUserId(ctx), token })).company,
  }),
  removeCompanyMember: t.boolean({
    args: { userId: t.arg.id() },
    resolve: async (_root, { userId }, ctx) => {
      unwrap(await new RemoveCompanyMember(ctx.scope.accounts).execute({ actorUserId: signedInUserId(ctx), memberUserId: String(userId) }));
      return true;
    },
  }),
  updateCompanyMemberTitle: t.field({
    type: CompanyMember,
    args: { userId: t.arg.id(), title: t.arg.string() },
    resolve: async (_root, { userId, title }, ctx) =>
      unwrap(
        await new UpdateMemberTitle(ctx.scope.accounts).execute({ actorUserId: signedInUserId(ctx), memberUserId: String(userId), title }),
      ),
  }),
}));
