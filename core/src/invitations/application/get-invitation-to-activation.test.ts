import { describe, expect, it } from 'vitest';
import { anInvitation, aUserIdInvitation, BUILDER_NOW, QUEST_ID } from '../testing/builders.ts';
import { invitationsTestDeps } from '../testing/invitations-test-deps.ts';
import { GetInvitationToActivation } from './get-invitation-to-activation.ts';

const me = { creatorId: 'cr-1', creatorEmail: ' Ada@Example.com', emailVerified: true };
const toQuest = { activationType: 'QUEST', activationId: QUEST_ID } as const;

describe('GetInvitationToActivation', () => {
  it("shows the creator's invitation to the Quest whatever its status, with the Quest and company", async () => {
    const deps = invitationsTestDeps();
    await deps.invitations.save(aUserIdInvitation('cr-1', { status: 'REJECTED', respondedAt: BUILDER_NOW }));
    expect(await new GetInvitationToActivation(deps).execute({ ...me, ...toQuest })).toMatchObject({
      ok: true,
      value: { status: 'REJECTED', activation: { name: 'Spring Stream', companyName: 'Demo Studio' } },
    });
  });

  it('finds an email invitation to the creator’s verified address', async () => {
    const deps = invitationsTestDeps();
    const byMail = anInvitation({ email: 'ada@example.com' });
    await deps.invitations.save(byMail);
    expect(await new GetInvitationToActivation(deps).execute({ ...me, ...toQuest })).toMatchObject({
      ok: true,
      value: { invitation: { id: byMail.id }, status: 'PENDING' },
    });
  });

  it('answers not found to a creator invited to another activation, or only someone else invited to this one', async () => {
    const deps = invitationsTestDeps();
    await deps.invitations.save(aUserIdInvitation('cr-1', { activationId: 'another-quest' }));
    await deps.invitations.save(aUserIdInvitation('cr-2'));
    await deps.invitations.save(anInvitation({ email: 'bob@example.com' }));
    expect(await new GetInvitationToActivation(deps).execute({ ...me, ...toQuest })).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.NOT_FOUND' },
    });
    // The same id under another activation type is another activation.
    expect(
      await new GetInvitationToActivation(deps).execute({ ...me, activationType: 'MISSION', activationId: 'another-quest' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.NOT_FOUND' },
    });
  });

  it('asks for a verified address before showing an email invitation to it', async () => {
    const deps = invitationsTestDeps();
    await deps.invitations.save(anInvitation({ email: 'ada@example.com' }));
    expect(await new GetInvitationToActivation(deps).execute({ ...me, emailVerified: false, ...toQuest })).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.EMAIL_NOT_VERIFIED' },
    });
  });
});
