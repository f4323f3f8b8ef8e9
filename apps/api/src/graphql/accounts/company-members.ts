import { InviteCompanyMember } from '@lurkit/core/accounts/application/invite-company-member.ts';
import { JoinCompany } from '@lurkit/core/accounts/application/join-company.ts';
import { ListCompanyMembers, type CompanyMembersView } from '@lurkit/core/accounts/application/list-company-members.ts';
import { RemoveCompanyMember } from '@lurkit/core/accounts/application/remove-company-member.ts';
import { ResendCompanyInvitation } from '@lurkit/core/accounts/application/resend-company-invitation.ts';
import { UpdateMemberTitle } from '@lurkit/core/accounts/application/update-member-title.ts';
import type { InvitationView, MemberView } from '@lurkit/core/accounts/application/company-views.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { unwrap } from '../shared/errors.ts';
import { CompanySummary } from './account.types.ts';

const InvitationStatus = builder.enumType('InvitationStatus', { values: ['PENDING', 'EXPIRED', 'REJECTED'] as const });

const STATUS = { pending: 'PENDING', expired: 'EXPIRED', rejected: 'REJECTED' } as const;

const CompanyMember = builder.objectRef<MemberView>('CompanyMember').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName'),
    email: t.exposeString('email'),
    isOwner: t.exposeBoolean('isOwner', { description: 'Shown as Owner; only the owner manages members.' }),
    title: t.exposeString('title', { nullable: true }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime' }),
  }),
});

const CompanyInvitation = builder.objectRef<InvitationView>('CompanyInvitation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    status: t.field({ type: InvitationStatus, resolve: (i) => STATUS[i.status] }),
    rejectedAt: t.expose('rejectedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

// Members and open invitations stay few (the member limit counts both), so they are plain lists.
const CompanyMembers = builder.objectRef<CompanyMembersView>('CompanyMembers').implement({
  fields: (t) => ({
    company: t.expose('company', { type: CompanySummary }),
    viewerIsOwner: t.exposeBoolean('viewerIsOwner'),
    members: t.expose('members', { type: [CompanyMember] }),
    invitations: t.expose('invitations', { type: [CompanyInvitation] }),
  }),
});

builder.queryField('companyMembers', (t) =>
  t.field({
    type: CompanyMembers,
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) => unwrap(await new ListCompanyMembers(ctx.scope.accounts).execute({ actorUserId: actorId(ctx) })),
  }),
);

builder.mutationFields((t) => ({
  inviteCompanyMember: t.field({
    type: CompanyInvitation,
    authScopes: { companyOwner: true },
    args: { email: t.arg.string() },
    resolve: async (_root, { email }, ctx) =>
      unwrap(await new InviteCompanyMember(ctx.scope.accounts).execute({ actorUserId: actorId(ctx), email })),
  }),
  resendCompanyInvitation: t.field({
    type: CompanyInvitation,
    authScopes: { companyOwner: true },
    args: { invitationId: t.arg.id() },
    resolve: async (_root, { invitationId }, ctx) =>
      unwrap(
        await new ResendCompanyInvitation(ctx.scope.accounts).execute({ actorUserId: actorId(ctx), invitationId: String(invitationId) }),
      ),
  }),
  joinCompany: t.field({
    type: CompanySummary,
    description: 'The token from the invitation mail is the authorisation; any signed-in user who is not in a company may use it.',
    authScopes: { signedIn: true },
    args: {
      token: t.arg.string(),
      confirmCreatorLeaves: t.arg.boolean({
        required: false,
        description: 'A Creator confirms that joining turns the account into a company account.',
      }),
    },
    resolve: async (_root, { token, confirmCreatorLeaves }, ctx) =>
      unwrap(
        await new JoinCompany(ctx.scope.accounts).execute({
          userId: actorId(ctx),
          token,
          confirmCreatorLeaves: confirmCreatorLeaves ?? false,
        }),
      ).company,
  }),
  removeCompanyMember: t.boolean({
    authScopes: { companyOwner: true },
    args: { userId: t.arg.id() },
    resolve: async (_root, { userId }, ctx) => {
      unwrap(await new RemoveCompanyMember(ctx.scope.accounts).execute({ actorUserId: actorId(ctx), memberUserId: String(userId) }));
      return true;
    },
  }),
  updateCompanyMemberTitle: t.field({
    type: CompanyMember,
    authScopes: { companyOwner: true },
    args: { userId: t.arg.id(), title: t.arg.string() },
    resolve: async (_root, { userId, title }, ctx) =>
      unwrap(await new UpdateMemberTitle(ctx.scope.accounts).execute({ actorUserId: actorId(ctx), memberUserId: String(userId), title })),
  }),
}));
