import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../shared/secret-token.ts';
import { DAY_MS, addMs } from '../../shared/time.ts';
import { invitationExpiry } from '../domain/company-invitation.entity.ts';
import { COMPANY_MEMBER_LIMIT } from '../domain/company.entity.ts';
import { BUILDER_NOW, aUser, anInvitation } from '../testing/builders.ts';
import { accountsTestDeps, linkToken, seed, seedCompany } from '../testing/accounts-test-deps.ts';
import { JoinCompany } from './join-company.ts';
import { ResendCompanyInvitation } from './resend-company-invitation.ts';

async function setup(otherMembers = 0) {
  const deps = accountsTestDeps();
  const seeded = await seedCompany(deps, otherMembers);
  const { invitation, token } = await anInvitation()
    .forCompany(seeded.company)
    .withEmail('colleague@example.com')
    .createdAt(BUILDER_NOW)
    .buildWithToken();
  await seed(deps, { invitations: [invitation] });
  return { deps, ...seeded, invitation, token, resend: new ResendCompanyInvitation(deps) };
}

describe('ResendCompanyInvitation', () => {
  it('gives an expired invitation a new link and a new expiry and mails it again', async () => {
    const { deps, owner, invitation, token, resend } = await setup();
    const later = addMs(BUILDER_NOW, 10 * DAY_MS);
    deps.clock.set(later);

    const result = await resend.execute({ actorUserId: owner.id, invitationId: invitation.id });

    expect(result).toEqual({
      ok: true,
      value: {
        id: invitation.id,
        email: 'colleague@example.com',
        status: 'pending',
        createdAt: BUILDER_NOW,
        expiresAt: invitationExpiry(later),
        rejectedAt: null,
      },
    });
    expect(deps.mailer.sent.map((m) => m.to)).toEqual(['colleague@example.com']);
    expect(await deps.invitations.findByTokenHash(await hashSecret(token))).toBeNull();
    expect((await deps.invitations.findByTokenHash(await hashSecret(linkToken(deps.mailer.sent[0]))))?.id).toBe(invitation.id);
  });

  it('keeps the first link of a pending invitation working until its own expiry; either link joins, once', async () => {
    const { deps, owner, invitation, token, resend } = await setup();
    const joinWith = async (link: string, at: Date) => {
      deps.clock.set(at);
      const joiner = aUser().build();
      await seed(deps, { users: [joiner] });
      return new JoinCompany(deps).execute({ userId: joiner.id, token: link });
    };
    deps.clock.set(addMs(BUILDER_NOW, 2 * DAY_MS));
    expect((await resend.execute({ actorUserId: owner.id, invitationId: invitation.id })).ok).toBe(true);
    const second = linkToken(deps.mailer.sent[0]);
    expect((await deps.invitations.findByTokenHash(await hashSecret(token)))?.id).toBe(invitation.id);

    // After the first link's own expiry only the new one works.
    const firstExpired = await joinWith(token, addMs(invitation.expiresAt, 1));
    expect(!firstExpired.ok && firstExpired.error.code).toBe('COMPANY.JOIN_FAILED');
    expect((await joinWith(second, addMs(invitation.expiresAt, 1))).ok).toBe(true);
    const again = await joinWith(token, BUILDER_NOW);
    expect(!again.ok && again.error.code).toBe('COMPANY.JOIN_FAILED');
  });

  it('lets the first link of a pending invitation join before it expires', async () => {
    const { deps, owner, invitation, token, resend } = await setup();
    await resend.execute({ actorUserId: owner.id, invitationId: invitation.id });
    const joiner = aUser().build();
    await seed(deps, { users: [joiner] });
    expect((await new JoinCompany(deps).execute({ userId: joiner.id, token })).ok).toBe(true);
  });

  it('answers InvitationNotFound for an unknown, accepted or other company’s invitation', async () => {
    const { deps, company, owner, resend } = await setup();
    const joined = aUser().build();
    const accepted = anInvitation().forCompany(company).acceptedBy(joined.id).build();
    const elsewhere = await seedCompany(deps);
    const foreign = anInvitation().forCompany(elsewhere.company).build();
    await seed(deps, { users: [joined], invitations: [accepted, foreign] });

    for (const invitationId of ['missing', accepted.id, foreign.id]) {
      const result = await resend.execute({ actorUserId: owner.id, invitationId });
      expect(!result.ok && result.error.code).toBe('COMPANY.INVITATION_NOT_FOUND');
    }
    expect(deps.mailer.sent).toHaveLength(0);
  });

  it('answers NotCompanyOwner to a member', async () => {
    const { members, invitation, resend } = await setup(1);

    const result = await resend.execute({ actorUserId: members[0]?.id ?? '', invitationId: invitation.id });

    expect(!result.ok && result.error.code).toBe('COMPANY.NOT_OWNER');
  });

  it('renews a pending invitation in a full company, but not an expired one that would need a new seat', async () => {
    const { deps, owner, invitation, resend } = await setup(COMPANY_MEMBER_LIMIT - 2);

    expect((await resend.execute({ actorUserId: owner.id, invitationId: invitation.id })).ok).toBe(true);

    const { company } = await seedCompany(deps, COMPANY_MEMBER_LIMIT - 1);
    const expired = anInvitation()
      .forCompany(company)
      .createdAt(addMs(BUILDER_NOW, -8 * DAY_MS))
      .build();
    await seed(deps, { invitations: [expired] });
    const fullOwner = company.members.find((m) => m.isOwner)?.userId ?? '';
    const refused = await resend.execute({ actorUserId: fullOwner, invitationId: expired.id });
    expect(!refused.ok && refused.error.code).toBe('COMPANY.MEMBER_LIMIT');
  });

  it('answers UserNotFound when the owner account is gone', async () => {
    const { deps, owner, invitation, resend } = await setup();
    await deps.users.delete(owner.id);

    const result = await resend.execute({ actorUserId: owner.id, invitationId: invitation.id });

    expect(!result.ok && result.error.code).toBe('ACCOUNT.USER_NOT_FOUND');
  });
});
