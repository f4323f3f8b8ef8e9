import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/domain-error.ts';
import { addMs, DAY_MS } from '../../shared/time.ts';
import type { CreatorInvitation } from '../domain/invitation.entity.ts';
import { anInvitation, aUserIdInvitation, BUILDER_NOW } from '../testing/builders.ts';
import { invitationsTestDeps } from '../testing/invitations-test-deps.ts';
import { RespondToInvitation } from './respond-to-invitation.ts';

async function setup(invitation: CreatorInvitation) {
  const deps = invitationsTestDeps();
  await deps.invitations.save(invitation);
  return { deps, respond: new RespondToInvitation(deps) };
}

describe('RespondToInvitation', () => {
  it('accepts an email invite by the account holding the address, recording the creator', async () => {
    const invitation = anInvitation({ email: 'ada@example.com' });
    const { deps, respond } = await setup(invitation);
    const result = await respond.execute({
      creatorId: 'cr-1',
      creatorEmail: ' Ada@Example.com',
      emailVerified: true,
      invitationId: invitation.id,
      response: 'accept',
    });
    expect(result).toMatchObject({ ok: true, value: { status: 'ACCEPTED', creatorId: 'cr-1', respondedAt: BUILDER_NOW } });
    expect(await deps.invitations.findById(invitation.id)).toMatchObject({ status: 'ACCEPTED' });
  });

  it.each([['QUEST'], ['KEY']] as const)('lets the creator reject a %s invite', async (activationType) => {
    const invitation = aUserIdInvitation('cr-1', { activationType });
    const { respond } = await setup(invitation);
    expect(
      await respond.execute({
        creatorId: 'cr-1',
        creatorEmail: 'x@example.com',
        emailVerified: true,
        invitationId: invitation.id,
        response: 'reject',
      }),
    ).toMatchObject({ ok: true, value: { status: 'REJECTED' } });
  });

  it.each([['MISSION'], ['CREATOR_PROGRAM']] as const)('does not let a %s invite be rejected', async (activationType) => {
    const invitation = aUserIdInvitation('cr-1', { activationType });
    const { deps, respond } = await setup(invitation);
    expect(
      await respond.execute({
        creatorId: 'cr-1',
        creatorEmail: 'x@example.com',
        emailVerified: true,
        invitationId: invitation.id,
        response: 'reject',
      }),
    ).toMatchObject({ ok: false, error: { code: 'INVITATIONS.CANNOT_REJECT' } });
    expect(await deps.invitations.findById(invitation.id)).toMatchObject({ status: 'PENDING' });
  });

  it('answers an email invite up to its last millisecond, and refuses it once expired', async () => {
    const invitation = anInvitation({ email: 'ada@example.com' });
    const input = {
      creatorId: 'cr-1',
      creatorEmail: 'ada@example.com',
      emailVerified: true,
      invitationId: invitation.id,
      response: 'accept' as const,
    };
    const late = await setup(invitation);
    late.deps.clock.set(invitation.expiresAt ?? BUILDER_NOW);
    expect(await late.respond.execute(input)).toMatchObject({ ok: false, error: { code: 'INVITATIONS.EXPIRED' } });
    const onTime = await setup(invitation);
    onTime.deps.clock.set(addMs(invitation.expiresAt ?? BUILDER_NOW, -1));
    expect((await onTime.respond.execute(input)).ok).toBe(true);
  });

  it('never expires a user id invite', async () => {
    const invitation = aUserIdInvitation('cr-1');
    const { deps, respond } = await setup(invitation);
    deps.clock.advance(400 * DAY_MS);
    expect(
      (
        await respond.execute({
          creatorId: 'cr-1',
          creatorEmail: 'x@example.com',
          emailVerified: true,
          invitationId: invitation.id,
          response: 'accept',
        })
      ).ok,
    ).toBe(true);
  });

  it('answers once', async () => {
    const invitation = aUserIdInvitation('cr-1');
    const { respond } = await setup(invitation);
    const input = { creatorId: 'cr-1', creatorEmail: 'x@example.com', emailVerified: true, invitationId: invitation.id };
    await respond.execute({ ...input, response: 'accept' });
    expect(await respond.execute({ ...input, response: 'reject' })).toMatchObject({
      ok: false,
      error: { code: 'STATE.TRANSITION_NOT_ALLOWED', from: 'ACCEPTED' },
    });
  });

  it('hides an invite addressed to someone else', async () => {
    const byId = aUserIdInvitation('cr-1');
    const byMail = anInvitation({ email: 'ada@example.com' });
    const { deps, respond } = await setup(byId);
    await deps.invitations.save(byMail);
    expect(
      await respond.execute({
        creatorId: 'cr-2',
        creatorEmail: 'ada@example.com',
        emailVerified: true,
        invitationId: byId.id,
        response: 'accept',
      }),
    ).toMatchObject({ ok: false, error: { code: 'INVITATIONS.NOT_FOUND' } });
    expect(
      await respond.execute({
        creatorId: 'cr-1',
        creatorEmail: 'bob@example.com',
        emailVerified: true,
        invitationId: byMail.id,
        response: 'accept',
      }),
    ).toMatchObject({ ok: false, error: { code: 'INVITATIONS.NOT_FOUND' } });
    expect(
      await respond.execute({
        creatorId: 'cr-1',
        creatorEmail: 'bob@example.com',
        emailVerified: true,
        invitationId: 'nope',
        response: 'accept',
      }),
    ).toMatchObject({ ok: false, error: { code: 'INVITATIONS.NOT_FOUND' } });
  });

  it('enrols the creator in the activation on accepting, with the agreement given, and not on rejecting', async () => {
    const accepted = aUserIdInvitation('cr-1', { activationType: 'KEY' });
    const rejected = aUserIdInvitation('cr-1', { activationType: 'KEY', activationId: 'key-2' });
    const { deps, respond } = await setup(accepted);
    await deps.invitations.save(rejected);
    const input = { creatorId: 'cr-1', creatorEmail: 'x@example.com', emailVerified: true };
    await respond.execute({ ...input, invitationId: accepted.id, response: 'accept', agreementAccepted: true });
    await respond.execute({ ...input, invitationId: rejected.id, response: 'reject' });
    expect(deps.enrolment.enrolled).toEqual([{ invitationId: accepted.id, creatorId: 'cr-1', agreementAccepted: true }]);
  });

  it("keeps the invitation pending when the activation refuses the creator, with the activation's reason", async () => {
    const invitation = aUserIdInvitation('cr-1', { activationType: 'KEY' });
    const { deps, respond } = await setup(invitation);
    deps.enrolment.refuseWith(new RequirementsNotMetForTest());
    expect(
      await respond.execute({
        creatorId: 'cr-1',
        creatorEmail: 'x@example.com',
        emailVerified: true,
        invitationId: invitation.id,
        response: 'accept',
      }),
    ).toMatchObject({ ok: false, error: { code: 'KEYS.REQUIREMENTS_NOT_MET' } });
    expect(await deps.invitations.findById(invitation.id)).toMatchObject({ status: 'PENDING', respondedAt: null });
  });
});

class RequirementsNotMetForTest extends DomainError {
  readonly code = 'KEYS.REQUIREMENTS_NOT_MET';
  readonly message = 'Requirements not met: Creators in Sweden only.';
}
