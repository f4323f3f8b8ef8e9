import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator, signedInStaff } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { OPEN_REPORTS, REPORT_USERS, REVIEW_REPORT } from './operations.ts';

const app = useTestApp();
const idOf = async (username: string) =>
  (await sql<{ id: string }>(app.databaseUrl, 'select id from user_account where username = ?', [username]))[0]!.id;

describe('Reporting users to staff', () => {
  it('a company reports a creator; staff see who reported whom and close it; the reporter may report again', async () => {
    const company = await signedInCompanyUser(app);
    const creator = await signedInCreator(app);
    const creatorId = await idOf(creator.username);

    const reported = await company.client.op(REPORT_USERS, {
      reportedUserIds: [creatorId],
      reason: 'fakeAudience',
      note: ' Bots in chat ',
    });
    expect(reported.data?.reportUsers).toMatchObject({ status: 'open' });
    const twice = await company.client.op(REPORT_USERS, { reportedUserIds: [creatorId], reason: 'spam' });
    expect(twice.errors[0]?.extensions?.code).toBe('REPORTS.ALREADY_REPORTED');

    const staff = await signedInStaff(app);
    const queue = (await staff.client.op(OPEN_REPORTS)).data!.openReports;
    const mine = queue.find((r) => r.report.id === reported.data!.reportUsers.id);
    expect(mine).toMatchObject({
      report: { reason: 'fakeAudience', note: 'Bots in chat' },
      reporter: { username: company.input.username },
      reportedUsers: [{ id: creatorId, username: creator.username }],
    });
    const closed = await staff.client.op(REVIEW_REPORT, { id: mine!.report.id, decision: 'dismissed' });
    expect(closed.data?.reviewReport.status).toBe('dismissed');
    expect((await staff.client.op(REVIEW_REPORT, { id: mine!.report.id, decision: 'actioned' })).errors[0]?.extensions?.code).toBe(
      'REPORTS.ALREADY_REVIEWED',
    );
    expect((await staff.client.op(OPEN_REPORTS)).data!.openReports.some((r) => r.report.id === mine!.report.id)).toBe(false);
    expect((await company.client.op(REPORT_USERS, { reportedUserIds: [creatorId], reason: 'spam' })).errors).toEqual([]);
  });

  it('refuses a bad reason at its field, yourself, an unknown user, and keeps the queue to staff', async () => {
    const creator = await signedInCreator(app);
    const selfId = await idOf(creator.username);
    const other = await signedInCreator(app);
    const otherId = await idOf(other.username);
    const badReason = await creator.client.op(REPORT_USERS, { reportedUserIds: [otherId], reason: 'rude' });
    expect(badReason.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'reason' });
    const self = await creator.client.op(REPORT_USERS, { reportedUserIds: [selfId], reason: 'spam' });
    expect(self.errors[0]?.extensions).toMatchObject({ code: 'REPORTS.CANNOT_REPORT_YOURSELF', field: 'reportedUserIds' });
    const ghost = await creator.client.op(REPORT_USERS, { reportedUserIds: [globalThis.crypto.randomUUID()], reason: 'spam' });
    expect(ghost.errors[0]?.extensions?.code).toBe('REPORTS.USER_NOT_FOUND');
    expect((await creator.client.op(OPEN_REPORTS)).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().op(REPORT_USERS, { reportedUserIds: [otherId], reason: 'spam' })).errors[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
