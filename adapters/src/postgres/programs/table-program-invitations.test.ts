import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { TableProgramInvitations } from './table-program-invitations.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();

async function invitation(companyId: string, type: string, activationId: string, creatorId: string, status: string) {
  await db()
    .orm.em.fork()
    .getConnection()
    .execute(
      `insert into creator_invitation (id, company_id, activation_type, activation_id, invite_type, email, creator_id, invited_by, invited_at, expires_at, status, responded_at, sent_count)
       values (?, ?, ?, ?, 'USERID', null, ?, 'owner', now(), null, ?, now(), 1)`,
      [uuid(), companyId, type, activationId, creatorId, status],
    );
}

describe('TableProgramInvitations', () => {
  it('knows an accepted invitation to that program only, not a pending, a rejected or another activation’s', async () => {
    const companyId = uuid();
    await parentRows(db().orm.em.fork()).company(companyId);
    const [program, other, accepted, pending, rejected] = [uuid(), uuid(), uuid(), uuid(), uuid()];
    await invitation(companyId, 'CREATOR_PROGRAM', program, accepted, 'ACCEPTED');
    await invitation(companyId, 'CREATOR_PROGRAM', program, pending, 'PENDING');
    await invitation(companyId, 'CREATOR_PROGRAM', program, rejected, 'REJECTED');
    await invitation(companyId, 'QUEST', other, pending, 'ACCEPTED');
    const invitations = new TableProgramInvitations(db().orm.em.fork());

    expect(await invitations.acceptedInvitation(program, accepted)).toBe(true);
    expect(await invitations.acceptedInvitation(program, pending)).toBe(false);
    expect(await invitations.acceptedInvitation(program, rejected)).toBe(false);
    expect(await invitations.acceptedInvitation(other, accepted)).toBe(false);
    expect(await invitations.acceptedInvitation('not-an-id', accepted)).toBe(false);
  });
});
