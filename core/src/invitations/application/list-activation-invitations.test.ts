import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import { anInvitation, aUserIdInvitation, BUILDER_NOW, COMPANY_ID, QUEST_ID } from '../testing/builders.ts';
import { invitationsTestDeps } from '../testing/invitations-test-deps.ts';
import { ListActivationInvitations } from './list-activation-invitations.ts';

describe('ListActivationInvitations', () => {
  it("lists an activation's invitations newest first, an email invite past its expiry as EXPIRED", async () => {
    const deps = invitationsTestDeps();
    const old = anInvitation({ invitedAt: addMs(BUILDER_NOW, -20 * DAY_MS), expiresAt: addMs(BUILDER_NOW, -6 * DAY_MS) });
    const fresh = anInvitation({ invitedAt: BUILDER_NOW });
    for (const i of [old, fresh]) await deps.invitations.save(i);
    const result = await new ListActivationInvitations(deps).execute({
      companyId: COMPANY_ID,
      activationType: 'QUEST',
      activationId: QUEST_ID,
    });
    expect(result).toMatchObject({
      ok: true,
      value: [
        { invitation: { id: fresh.id }, status: 'PENDING' },
        { invitation: { id: old.id }, status: 'EXPIRED' },
      ],
    });
  });

  it("names a user id invite's creator, once for the whole list, and none for an email invite", async () => {
    const deps = invitationsTestDeps();
    deps.creators.add({ id: 'cr-1', email: 'bjorn@example.com', displayName: 'Björn Plays' });
    const byId = aUserIdInvitation('cr-1');
    const byMail = anInvitation({ invitedAt: addMs(BUILDER_NOW, -DAY_MS) });
    for (const i of [byId, byMail]) await deps.invitations.save(i);
    const result = await new ListActivationInvitations(deps).execute({
      companyId: COMPANY_ID,
      activationType: 'QUEST',
      activationId: QUEST_ID,
    });
    expect(result).toMatchObject({ ok: true, value: [{ creatorName: 'Björn Plays' }, { creatorName: null }] });
  });

  it("refuses another company's activation", async () => {
    const deps = invitationsTestDeps();
    expect(
      await new ListActivationInvitations(deps).execute({ companyId: 'other', activationType: 'QUEST', activationId: QUEST_ID }),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.ACTIVATION_NOT_FOUND' },
    });
  });
});
