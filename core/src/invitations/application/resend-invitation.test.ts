import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import { emailInviteExpiry, type CreatorInvitation } from '../domain/invitation.entity.ts';
import { anInvitation, aUserIdInvitation, BUILDER_NOW, COMPANY_ID } from '../testing/builders.ts';
import { invitationsTestDeps } from '../testing/invitations-test-deps.ts';
import { ResendInvitation } from './resend-invitation.ts';
import { INVITATION_MAILS_PER_ADDRESS } from '../domain/invitation-limits.ts';

async function setup(invitation: CreatorInvitation) {
  const deps = invitationsTestDeps();
  await deps.invitations.save(invitation);
  return { deps, resend: new ResendInvitation(deps) };
}

describe('ResendInvitation', () => {
  it('sends an expired email invite again with a new expiry from now, and it can then be answered', async () => {
    const invitation = anInvitation({ email: 'ada@example.com' });
    const { deps, resend } = await setup(invitation);
    const now = addMs(BUILDER_NOW, 20 * DAY_MS);
    deps.clock.set(now);

    const result = await resend.execute({ companyId: COMPANY_ID, invitationId: invitation.id });

    expect(result).toMatchObject({
      ok: true,
      value: { status: 'PENDING', expiresAt: emailInviteExpiry(now), invitedAt: BUILDER_NOW, sentCount: 2 },
    });
    expect(await deps.invitations.findById(invitation.id)).toMatchObject({ expiresAt: emailInviteExpiry(now) });
    expect(deps.mailer.to('ada@example.com')).toHaveLength(1);
    expect(deps.mailer.last()?.text).toContain(emailInviteExpiry(now).toISOString().slice(0, 10));
  });

  it('also extends a still pending invite (our choice), from the resend instant', async () => {
    const invitation = anInvitation();
    const { deps, resend } = await setup(invitation);
    deps.clock.advance(DAY_MS);
    expect(await resend.execute({ companyId: COMPANY_ID, invitationId: invitation.id })).toMatchObject({
      ok: true,
      value: { expiresAt: emailInviteExpiry(addMs(BUILDER_NOW, DAY_MS)) },
    });
  });

  it('refuses an answered invite and a user id invite', async () => {
    const accepted = await setup(anInvitation({ status: 'ACCEPTED' }));
    const acceptedId = (await accepted.deps.invitations.listByActivation('QUEST', 'quest-1'))[0]?.id ?? '';
    expect(await accepted.resend.execute({ companyId: COMPANY_ID, invitationId: acceptedId })).toMatchObject({
      ok: false,
      error: { code: 'STATE.TRANSITION_NOT_ALLOWED' },
    });
    const byId = aUserIdInvitation('cr-1');
    const { resend } = await setup(byId);
    expect(await resend.execute({ companyId: COMPANY_ID, invitationId: byId.id })).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.NOT_EMAIL' },
    });
    expect(accepted.deps.mailer.sent).toEqual([]);
  });

  it("hides another company's invite, and fails when its activation is gone", async () => {
    const invitation = anInvitation({ activationId: 'deleted-quest' });
    const { resend } = await setup(invitation);
    expect(await resend.execute({ companyId: 'other', invitationId: invitation.id })).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.NOT_FOUND' },
    });
    expect(await resend.execute({ companyId: COMPANY_ID, invitationId: invitation.id })).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.ACTIVATION_NOT_FOUND' },
    });
  });

  it('refuses a company Lurkit has not reviewed yet, and keeps the invitation as it was', async () => {
    const invitation = anInvitation({ email: 'ada@example.com' });
    const { deps, resend } = await setup(invitation);
    deps.activations.add(invitation.activationType, invitation.activationId, {
      companyId: COMPANY_ID,
      name: 'Spring Stream',
      companyName: 'Demo Studio',
      acceptsInvitations: true,
      companyVerified: false,
    });

    const result = await resend.execute({ companyId: COMPANY_ID, invitationId: invitation.id });

    expect(result).toMatchObject({ ok: false, error: { code: 'INVITATIONS.COMPANY_NOT_VERIFIED' } });
    expect(await deps.invitations.findById(invitation.id)).toEqual(invitation);
    expect(deps.mailer.sent).toEqual([]);
  });

  it(`mails one address at most ${INVITATION_MAILS_PER_ADDRESS.limit} times a day, and still extends the invitation`, async () => {
    const invitation = anInvitation({ email: 'ada@example.com' });
    const { deps, resend } = await setup(invitation);
    for (let i = 0; i <= INVITATION_MAILS_PER_ADDRESS.limit; i++) {
      expect((await resend.execute({ companyId: COMPANY_ID, invitationId: invitation.id })).ok).toBe(true);
    }

    expect(deps.mailer.to('ada@example.com')).toHaveLength(INVITATION_MAILS_PER_ADDRESS.limit);
    expect((await deps.invitations.findById(invitation.id))?.sentCount).toBe(INVITATION_MAILS_PER_ADDRESS.limit + 2);
  });
});
