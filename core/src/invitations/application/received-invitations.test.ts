import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import { anInvitation, aUserIdInvitation, BUILDER_NOW, COMPANY_ID, QUEST_ID } from '../testing/builders.ts';
import { invitationsTestDeps } from '../testing/invitations-test-deps.ts';
import { GetReceivedInvitation } from './get-received-invitation.ts';
import { ListReceivedInvitations } from './list-received-invitations.ts';
import { RespondToInvitation } from './respond-to-invitation.ts';

const me = { creatorId: 'cr-1', creatorEmail: ' Ada@Example.com', emailVerified: true };

describe('ListReceivedInvitations', () => {
  it("lists the creator's open invitations by user id and by address, newest first, with the activation and company", async () => {
    const deps = invitationsTestDeps();
    const older = aUserIdInvitation('cr-1', { invitedAt: addMs(BUILDER_NOW, -DAY_MS) });
    const newer = anInvitation({ email: 'ada@example.com' });
    const answered = aUserIdInvitation('cr-1', { activationId: 'q-2', status: 'REJECTED', respondedAt: BUILDER_NOW });
    const expired = anInvitation({ email: 'ada@example.com', activationId: 'q-3', expiresAt: BUILDER_NOW });
    const someoneElses = aUserIdInvitation('cr-2', { activationId: 'q-4' });
    for (const i of [older, newer, answered, expired, someoneElses]) await deps.invitations.save(i);
    const list = await new ListReceivedInvitations(deps).execute(me);
    expect(list.map((r) => r.invitation.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toMatchObject({ status: 'PENDING', activation: { name: 'Spring Stream', companyName: 'Demo Studio' } });
  });
});

describe('GetReceivedInvitation', () => {
  it('shows an answered or expired invitation with its status, and an unknown activation as null', async () => {
    const deps = invitationsTestDeps();
    const expired = anInvitation({ email: 'ada@example.com', expiresAt: BUILDER_NOW });
    const gone = aUserIdInvitation('cr-1', { activationId: 'deleted', status: 'ACCEPTED', respondedAt: BUILDER_NOW });
    for (const i of [expired, gone]) await deps.invitations.save(i);
    const get = new GetReceivedInvitation(deps);
    expect(await get.execute({ ...me, invitationId: expired.id })).toMatchObject({
      ok: true,
      value: { status: 'EXPIRED', activation: { name: 'Spring Stream' } },
    });
    expect(await get.execute({ ...me, invitationId: gone.id })).toMatchObject({
      ok: true,
      value: { status: 'ACCEPTED', activation: null },
    });
  });

  it("answers not found for another creator's invitation", async () => {
    const deps = invitationsTestDeps();
    const theirs = anInvitation({ email: 'bob@example.com', companyId: COMPANY_ID, activationId: QUEST_ID });
    await deps.invitations.save(theirs);
    expect(await new GetReceivedInvitation(deps).execute({ ...me, invitationId: theirs.id })).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.NOT_FOUND' },
    });
  });

  it('asks for a verified address before showing or answering an email invitation to it; a user id one needs none', async () => {
    const deps = invitationsTestDeps();
    const byMail = anInvitation({ email: 'ada@example.com' });
    const byId = aUserIdInvitation('cr-1', { activationId: 'q-2' });
    for (const i of [byMail, byId]) await deps.invitations.save(i);
    const unverified = { ...me, emailVerified: false };
    expect(await new GetReceivedInvitation(deps).execute({ ...unverified, invitationId: byMail.id })).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.EMAIL_NOT_VERIFIED' },
    });
    expect((await new ListReceivedInvitations(deps).execute(unverified)).map((r) => r.invitation.id)).toEqual([byId.id]);
    const respond = new RespondToInvitation(deps);
    expect(await respond.execute({ ...unverified, invitationId: byMail.id, response: 'accept' })).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.EMAIL_NOT_VERIFIED' },
    });
    expect(await deps.invitations.findById(byMail.id)).toMatchObject({ status: 'PENDING' });
  });
});
