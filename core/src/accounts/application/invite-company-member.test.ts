import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../shared/secret-token.ts';
import { addMs } from '../../shared/time.ts';
import { invitationExpiry } from '../domain/company-invitation.entity.ts';
import { COMPANY_MEMBER_LIMIT } from '../domain/company.entity.ts';
import { BUILDER_NOW, aUser, anInvitation } from '../testing/builders.ts';
import { accountsTestDeps, linkToken, seed, seedCompany, TEST_APP_URL } from '../testing/accounts-test-deps.ts';
import { InviteCompanyMember } from './invite-company-member.ts';
import { MEMBER_INVITES_PER_COMPANY } from '../domain/account-request-limits.ts';

async function setup(otherMembers = 0) {
  const deps = accountsTestDeps();
  const seeded = await seedCompany(deps, otherMembers);
  return { deps, ...seeded, invite: new InviteCompanyMember(deps) };
}

describe('InviteCompanyMember', () => {
  it('stores a pending invitation and mails its link with the company and inviter names', async () => {
    const { deps, company, owner, invite } = await setup();

    const result = await invite.execute({ actorUserId: owner.id, email: ' Colleague@Example.com ' });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      email: 'colleague@example.com',
      status: 'pending',
      createdAt: BUILDER_NOW,
      expiresAt: invitationExpiry(BUILDER_NOW),
    });
    const mail = deps.mailer.sent[0];
    expect(mail?.to).toBe('colleague@example.com');
    expect(mail?.subject).toBe('You are invited to join a company on Lurkit');
    // Sent for the company, so its flood of invitations waits behind other companies' mail.
    expect(mail?.sender).toBe(company.id);
    expect(mail?.text).toContain(`${owner.displayName} invited you to join ${company.name} on Lurkit.`);
    expect(mail?.text).toContain(`${TEST_APP_URL}/company/join?token=`);
    const stored = await deps.invitations.findByTokenHash(await hashSecret(linkToken(mail)));
    expect(stored).toMatchObject({ id: result.value.id, companyId: company.id, invitedByUserId: owner.id, acceptedAt: null });
  });

  it('escapes the names in the HTML body', async () => {
    const { deps, company, owner, invite } = await setup();
    await deps.companies.save({ ...company, name: 'Tom & <Jerry>' });

    await invite.execute({ actorUserId: owner.id, email: 'colleague@example.com' });

    expect(deps.mailer.sent[0]?.html).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(deps.mailer.sent[0]?.html).not.toContain('<Jerry>');
  });

  it('renews an open invitation to the same address instead of adding another', async () => {
    const { deps, company, owner, invite } = await setup();
    const { invitation, token } = await anInvitation().forCompany(company).withEmail('colleague@example.com').buildWithToken();
    await seed(deps, { invitations: [invitation] });
    deps.clock.advance(60_000);

    const result = await invite.execute({ actorUserId: owner.id, email: 'colleague@example.com' });

    expect(result.ok && result.value).toMatchObject({
      id: invitation.id,
      createdAt: invitation.createdAt,
      expiresAt: invitationExpiry(deps.clock.now()),
    });
    expect(await deps.invitations.listOpenByCompany(company.id)).toHaveLength(1);
    // The first link still leads to the invitation until its own expiry.
    expect((await deps.invitations.findByTokenHash(await hashSecret(token)))?.earlierLinks).toHaveLength(1);
    expect(await deps.invitations.findByTokenHash(await hashSecret(linkToken(deps.mailer.sent[0])))).not.toBeNull();
  });

  it('answers NotCompanyOwner to a member and NotCompanyMember to a person without a company', async () => {
    const { deps, members, invite } = await setup(1);
    const loner = aUser().build();
    await seed(deps, { users: [loner] });

    const member = await invite.execute({ actorUserId: members[0]?.id ?? '', email: 'colleague@example.com' });
    const outsider = await invite.execute({ actorUserId: loner.id, email: 'colleague@example.com' });

    expect(!member.ok && member.error.code).toBe('COMPANY.NOT_OWNER');
    expect(!outsider.ok && outsider.error.code).toBe('COMPANY.NOT_MEMBER');
    expect(deps.mailer.sent).toHaveLength(0);
  });

  it('answers 1012 for an invalid address', async () => {
    const { owner, invite } = await setup();

    const result = await invite.execute({ actorUserId: owner.id, email: 'colleague' });

    expect(!result.ok && result.error).toMatchObject({ code: '1012', field: 'email' });
  });

  it('answers AlreadyCompanyMember for the address of a member', async () => {
    const { members, owner, invite } = await setup(1);

    const result = await invite.execute({ actorUserId: owner.id, email: members[0]?.email.toUpperCase() ?? '' });

    expect(!result.ok && result.error).toMatchObject({ code: 'COMPANY.ALREADY_MEMBER', field: 'email' });
  });

  it('invites a person who has an account but is not in the company', async () => {
    const { deps, owner, invite } = await setup();
    const someone = aUser().withEmail('someone@example.com').build();
    await seed(deps, { users: [someone] });

    expect((await invite.execute({ actorUserId: owner.id, email: 'someone@example.com' })).ok).toBe(true);
  });

  it(`fills the last seat (${COMPANY_MEMBER_LIMIT - 1} members) and refuses when members and pending invitations reach ${COMPANY_MEMBER_LIMIT}`, async () => {
    const { deps, owner, invite } = await setup(COMPANY_MEMBER_LIMIT - 2);

    expect((await invite.execute({ actorUserId: owner.id, email: 'last@example.com' })).ok).toBe(true);
    const refused = await invite.execute({ actorUserId: owner.id, email: 'one-too-many@example.com' });

    expect(!refused.ok && refused.error).toMatchObject({ code: 'COMPANY.MEMBER_LIMIT', limit: COMPANY_MEMBER_LIMIT });
    expect(deps.mailer.sent).toHaveLength(1);
  });

  it('frees the seat of an expired invitation, and still renews a pending one when full', async () => {
    const { deps, company, owner, invite } = await setup(COMPANY_MEMBER_LIMIT - 2);
    const pending = anInvitation().forCompany(company).withEmail('pending@example.com').createdAt(BUILDER_NOW).build();
    await seed(deps, { invitations: [pending] });

    expect((await invite.execute({ actorUserId: owner.id, email: 'pending@example.com' })).ok).toBe(true);
    expect((await invite.execute({ actorUserId: owner.id, email: 'new@example.com' })).ok).toBe(false);

    // The renewed invitation expires a week after BUILDER_NOW; at that instant its seat is free.
    deps.clock.set(addMs(invitationExpiry(BUILDER_NOW), -1));
    expect((await invite.execute({ actorUserId: owner.id, email: 'new@example.com' })).ok).toBe(false);
    deps.clock.set(invitationExpiry(BUILDER_NOW));
    expect((await invite.execute({ actorUserId: owner.id, email: 'new@example.com' })).ok).toBe(true);
  });

  it('answers UserNotFound when the owner account is gone', async () => {
    const { deps, owner, invite } = await setup();
    await deps.users.delete(owner.id);

    const result = await invite.execute({ actorUserId: owner.id, email: 'colleague@example.com' });

    expect(!result.ok && result.error.code).toBe('ACCOUNT.USER_NOT_FOUND');
  });

  it(`answers RATE_LIMITED past ${MEMBER_INVITES_PER_COMPANY.limit} invitations (renewals included) in a day`, async () => {
    const { deps, owner, invite } = await setup();
    for (let i = 0; i < MEMBER_INVITES_PER_COMPANY.limit; i++) {
      expect((await invite.execute({ actorUserId: owner.id, email: 'colleague@example.com' })).ok).toBe(true);
    }

    const refused = await invite.execute({ actorUserId: owner.id, email: 'colleague@example.com' });
    expect(!refused.ok && refused.error.code).toBe('RATE_LIMITED');
    expect(deps.mailer.sent).toHaveLength(MEMBER_INVITES_PER_COMPANY.limit);
  });
});
