import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { ownerWithJoinedMember as joinedMemberOf, signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { tokenFromMail, useTestApp } from '../testing/test-app.ts';
import {
  COMPANY_INFO,
  COMPANY_MEMBERS,
  REJECT_COMPANY_INVITATION,
  UPDATE_COMPANY_INFO,
  INVITE_MEMBER,
  JOIN_COMPANY,
  REGISTER_COMPANY,
  REMOVE_MEMBER,
  RESEND_INVITATION,
  UPDATE_TITLE,
  newCompanyInput,
} from './operations.ts';

const app = useTestApp({ seedDemoData: true });

interface Members {
  companyMembers: {
    viewerIsOwner: boolean;
    members: { userId: string; username: string; isOwner: boolean; title: string | null }[];
    invitations: { id: string; email: string; status: string }[];
  };
}

const signedIn = (overrides: Record<string, unknown> = {}) => signedInCompanyUser(app, overrides);
const ownerWithJoinedMember = () => joinedMemberOf(app);

const sessionUserType = async (client: HttpClient) =>
  (await client.json<{ user: { userType: string } }>('/api/auth/session')).body.user.userType;

describe('company members', () => {
  it('the owner invites, the invited user joins through the link and becomes a Company user', async () => {
    const { owner, member } = await ownerWithJoinedMember();
    expect(await sessionUserType(member.client)).toBe('Company');
    const list = await owner.client.op(COMPANY_MEMBERS);
    expect(list.data?.companyMembers.viewerIsOwner).toBe(true);
    expect(list.data?.companyMembers.members.map((m) => [m.username, m.isOwner])).toEqual(
      expect.arrayContaining([
        [owner.input.username, true],
        [member.input.username, false],
      ]),
    );
    expect(list.data?.companyMembers.invitations).toEqual([]);
  });

  it('the owner edits a title and removes a member, who becomes a normal User', async () => {
    const { owner, member, memberId } = await ownerWithJoinedMember();
    const titled = await owner.client.op(UPDATE_TITLE, { userId: memberId, title: 'Community manager' });
    expect(titled.data).toMatchObject({ updateCompanyMemberTitle: { userId: memberId, title: 'Community manager' } });
    const removed = await owner.client.op(REMOVE_MEMBER, { userId: memberId });
    expect(removed.data).toEqual({ removeCompanyMember: true });
    expect(await sessionUserType(member.client)).toBe('User');
  });

  it('a member who is not the owner cannot invite, edit titles or remove', async () => {
    const { owner, member, memberId } = await ownerWithJoinedMember();
    const list = await member.client.op(COMPANY_MEMBERS);
    expect(list.data?.companyMembers.viewerIsOwner).toBe(false);
    const ownerId = list.data!.companyMembers.members.find((m) => m.isOwner)!.userId;
    const attempts = [
      await member.client.op(INVITE_MEMBER, { email: 'someone@example.com' }),
      await member.client.op(UPDATE_TITLE, { userId: memberId, title: 'Boss' }),
      await member.client.op(REMOVE_MEMBER, { userId: ownerId }),
    ];
    expect(attempts.map((a) => a.errors[0]?.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
    const unchanged = await owner.client.op(COMPANY_MEMBERS);
    expect(unchanged.data?.companyMembers.members).toHaveLength(2);
  });

  it('lists a pending invitation and resends it with a new link, the first one still valid', async () => {
    const owner = await signedIn();
    const invite = await owner.client.op(INVITE_MEMBER, {
      email: 'invitee@example.com',
    });
    expect(invite.data?.inviteCompanyMember.status).toBe('PENDING');
    const first = tokenFromMail(await app.mailTo('invitee@example.com', 'nvit'), '/company/join');
    const resent = await owner.client.op(RESEND_INVITATION, {
      invitationId: invite.data!.inviteCompanyMember.id,
    });
    expect(resent.errors).toEqual([]);
    const list = await owner.client.op(COMPANY_MEMBERS);
    expect(list.data?.companyMembers.invitations).toMatchObject([
      { id: invite.data!.inviteCompanyMember.id, email: 'invitee@example.com', status: 'PENDING' },
    ]);
    // The first link keeps working after a new one is sent (until its own expiry), and joins once.
    const user = await signedIn({ companyName: owner.input.companyName });
    const joined = await user.client.op(JOIN_COMPANY, { token: first });
    expect(joined.data).toMatchObject({ joinCompany: { name: owner.input.companyName } });
    const another = await signedIn({ companyName: owner.input.companyName });
    const used = await another.client.op(JOIN_COMPANY, { token: first });
    expect(used.errors[0]?.extensions?.code).toBe('COMPANY.JOIN_FAILED');
  });

  it('the invitee declines from the link signed out; the owner sees REJECTED and may invite again', async () => {
    const owner = await signedIn();
    const invite = await owner.client.op(INVITE_MEMBER, { email: 'decliner@example.com' });
    const token = tokenFromMail(await app.mailTo('decliner@example.com', 'nvit'), '/company/join');
    const declined = await app.client().op(REJECT_COMPANY_INVITATION, { token });
    expect(declined.data).toEqual({ rejectCompanyInvitation: owner.input.companyName });
    const again = await app.client().op(REJECT_COMPANY_INVITATION, { token });
    expect(again.errors[0]?.extensions?.code).toBe('COMPANY.INVITATION_LINK_INVALID');
    const list = await owner.client.op(COMPANY_MEMBERS);
    expect(list.data?.companyMembers.invitations).toMatchObject([{ id: invite.data!.inviteCompanyMember.id, status: 'REJECTED' }]);
    const user = await signedIn({ companyName: owner.input.companyName });
    expect((await user.client.op(JOIN_COMPANY, { token })).errors[0]?.extensions?.code).toBe('COMPANY.JOIN_FAILED');
    const reinvited = await owner.client.op(RESEND_INVITATION, { invitationId: invite.data!.inviteCompanyMember.id });
    expect(reinvited.data?.resendCompanyInvitation.status).toBe('PENDING');
  });

  it('the owner edits the company info, a member reads it and may not change it', async () => {
    const { owner, member } = await ownerWithJoinedMember();
    const info = {
      name: `Renamed ${owner.input.companyName}`.slice(0, 100),
      type: 'agency',
      website: 'https://renamed.example.com',
      email: 'hello@renamed.example.com',
      billingEmail: 'billing@renamed.example.com',
    };
    const saved = await owner.client.op(UPDATE_COMPANY_INFO, { input: info });
    expect(saved.data?.updateCompanyInfo).toMatchObject({ ...info, viewerIsOwner: true });
    expect((await member.client.op(COMPANY_INFO)).data?.companyInfo).toMatchObject({ ...info, viewerIsOwner: false });
    const refused = await member.client.op(UPDATE_COMPANY_INFO, { input: { ...info, name: 'Hijacked' } });
    expect(refused.errors[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await owner.client.op(UPDATE_COMPANY_INFO, { input: { ...info, billingEmail: '' } });
    expect(bad.errors[0]?.extensions).toMatchObject({ field: 'billingEmail' });
  });

  it('a creator joins from the link after confirming, and becomes a Company user', async () => {
    const owner = await signedIn();
    const creator = await signedInCreator(app);
    const { email } = creator;
    expect((await owner.client.op(INVITE_MEMBER, { email })).errors).toEqual([]);
    const token = tokenFromMail(await app.mailTo(email, 'nvit'), '/company/join');
    const unconfirmed = await creator.client.op(JOIN_COMPANY, { token });
    expect(unconfirmed.errors[0]?.extensions?.code).toBe('COMPANY.CREATOR_MUST_CONFIRM');
    expect(await sessionUserType(creator.client)).toBe('Creator');
    const joined = await creator.client.op(JOIN_COMPANY, { token, confirmCreatorLeaves: true });
    expect(joined.data).toMatchObject({ joinCompany: { name: owner.input.companyName } });
    expect(await sessionUserType(creator.client)).toBe('Company');
  });

  it('joining with a bad link answers the spec message', async () => {
    const user = await signedIn({ companyName: 'demo studio' });
    const result = await user.client.op(JOIN_COMPANY, { token: 'expired-or-made-up' });
    expect(result.errors[0]?.extensions?.code).toBe('COMPANY.JOIN_FAILED');
    expect(result.errors[0]?.message).toMatch(/^Something went wrong when joining the company/);
  });
});
