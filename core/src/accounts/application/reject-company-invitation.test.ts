import { describe, expect, it } from 'vitest';
import { companyInvitationMachine } from '../domain/company-invitation.entity.ts';
import { aUser, anInvitation, BUILDER_NOW } from '../testing/builders.ts';
import { accountsTestDeps, seed, seedCompany } from '../testing/accounts-test-deps.ts';
import { InviteCompanyMember } from './invite-company-member.ts';
import { JoinCompany } from './join-company.ts';
import { ListCompanyMembers } from './list-company-members.ts';
import { RejectCompanyInvitation } from './reject-company-invitation.ts';

async function setup() {
  const deps = accountsTestDeps();
  const seeded = await seedCompany(deps);
  const { invitation, token } = await anInvitation().forCompany(seeded.company).withEmail('ana@example.com').buildWithToken();
  await seed(deps, { invitations: [invitation] });
  return { deps, ...seeded, invitation, token, reject: (t: string) => new RejectCompanyInvitation(deps).execute({ token: t }) };
}

describe('company invitation states', () => {
  it('walks the table: pending to accepted or rejected, a rejected one can be invited again, an accepted one never', () => {
    const { transition } = companyInvitationMachine;
    expect(transition('PENDING', 'reject')).toEqual({ ok: true, value: 'REJECTED' });
    expect(transition('PENDING', 'accept')).toEqual({ ok: true, value: 'ACCEPTED' });
    expect(transition('REJECTED', 'invite')).toEqual({ ok: true, value: 'PENDING' });
    expect(transition('REJECTED', 'accept').ok).toBe(false);
    expect(companyInvitationMachine.allowedEvents('ACCEPTED')).toEqual([]);
  });
});

describe('RejectCompanyInvitation', () => {
  it('declines by the mailed link without an account; the owner sees it rejected and the link no longer joins', async () => {
    const { deps, company, owner, token, reject } = await setup();
    deps.clock.advance(5000);

    expect(await reject(token)).toEqual({ ok: true, value: { companyName: company.name } });

    const listed = await new ListCompanyMembers(deps).execute({ actorUserId: owner.id });
    expect(listed.ok && listed.value.invitations).toEqual([expect.objectContaining({ status: 'rejected', rejectedAt: deps.clock.now() })]);
    const joiner = aUser().build();
    await seed(deps, { users: [joiner] });
    expect(await new JoinCompany(deps).execute({ userId: joiner.id, token })).toMatchObject({
      ok: false,
      error: { code: 'COMPANY.JOIN_FAILED' },
    });
  });

  it('refuses an unknown, expired, accepted or already rejected link with one code', async () => {
    const { deps, invitation, token, reject } = await setup();
    expect(await reject('nope')).toMatchObject({ ok: false, error: { code: 'COMPANY.INVITATION_LINK_INVALID' } });
    expect(await reject('')).toMatchObject({ ok: false, error: { code: 'COMPANY.INVITATION_LINK_INVALID' } });
    deps.clock.set(invitation.expiresAt);
    expect(await reject(token)).toMatchObject({ ok: false, error: { code: 'COMPANY.INVITATION_LINK_INVALID' } });
    deps.clock.set(BUILDER_NOW);
    expect((await reject(token)).ok).toBe(true);
    expect(await reject(token)).toMatchObject({ ok: false, error: { code: 'COMPANY.INVITATION_LINK_INVALID' } });

    const accepted = await anInvitation().acceptedBy('someone').buildWithToken();
    await seed(deps, { invitations: [accepted.invitation] });
    expect(await reject(accepted.token)).toMatchObject({ ok: false, error: { code: 'COMPANY.INVITATION_LINK_INVALID' } });
  });

  it('lets the owner invite a person who declined again: the same invitation, pending with a new link', async () => {
    const { deps, owner, invitation, token, reject } = await setup();
    await reject(token);
    const again = await new InviteCompanyMember(deps).execute({ actorUserId: owner.id, email: 'ana@example.com' });
    expect(again).toMatchObject({ ok: true, value: { id: invitation.id, status: 'pending', rejectedAt: null } });
  });
});
