import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { InMemoryReportRepository, InMemoryReportedUsers } from '../testing/in-memory-report-repository.ts';
import { ReportUsers } from './report-users.ts';
import { ReviewReport } from './review-report.ts';

const NOW = new Date('2026-11-25T12:00:00.000Z');

function setup() {
  const deps = { reports: new InMemoryReportRepository(), users: new InMemoryReportedUsers(), clock: new SettableClock(NOW) };
  for (const id of ['reporter', 'creator-a', 'creator-b', 'staff']) deps.users.ids.add(id);
  return { deps, report: new ReportUsers(deps), review: new ReviewReport(deps) };
}

describe('Reporting users', () => {
  it('saves an open report with the reason, the trimmed note and every user named once', async () => {
    const { report } = setup();
    const result = await report.execute({
      reporterId: 'reporter',
      reportedUserIds: ['creator-a', 'creator-b', 'creator-a'],
      form: { reason: 'fakeAudience', note: '  Viewers jump at night.  ' },
    });
    expect(result.ok && result.value).toMatchObject({
      reportedUserIds: ['creator-a', 'creator-b'],
      reason: 'fakeAudience',
      note: 'Viewers jump at night.',
      status: 'open',
      createdAt: NOW,
    });
  });

  it('keeps an empty note as none, and refuses a missing reason or a note too long at their fields', async () => {
    const { report } = setup();
    const empty = await report.execute({ reporterId: 'reporter', reportedUserIds: ['creator-a'], form: { reason: 'spam', note: '   ' } });
    expect(empty.ok && empty.value.note).toBeNull();
    expect(await report.execute({ reporterId: 'reporter', reportedUserIds: ['creator-b'], form: { reason: 'rude' } })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.INVALID_FIELD', field: 'reason' },
    });
    expect(
      await report.execute({ reporterId: 'reporter', reportedUserIds: ['creator-b'], form: { reason: 'other', note: 'x'.repeat(1001) } }),
    ).toMatchObject({ ok: false, error: { field: 'note' } });
  });

  it('refuses reporting yourself, nobody, someone who does not exist, and the same user twice while open', async () => {
    const { report } = setup();
    const form = { reason: 'spam' };
    expect(await report.execute({ reporterId: 'reporter', reportedUserIds: ['reporter'], form })).toMatchObject({
      ok: false,
      error: { code: 'REPORTS.CANNOT_REPORT_YOURSELF' },
    });
    expect(await report.execute({ reporterId: 'reporter', reportedUserIds: [], form })).toMatchObject({
      ok: false,
      error: { code: 'REPORTS.USER_NOT_FOUND' },
    });
    expect(await report.execute({ reporterId: 'reporter', reportedUserIds: ['ghost'], form })).toMatchObject({
      ok: false,
      error: { code: 'REPORTS.USER_NOT_FOUND' },
    });
    await report.execute({ reporterId: 'reporter', reportedUserIds: ['creator-a'], form });
    expect(await report.execute({ reporterId: 'reporter', reportedUserIds: ['creator-a'], form })).toMatchObject({
      ok: false,
      error: { code: 'REPORTS.ALREADY_REPORTED' },
    });
  });

  it('staff decide an open report once, recorded with who and when; the reporter may then report again', async () => {
    const { deps, report, review } = setup();
    const opened = await report.execute({ reporterId: 'reporter', reportedUserIds: ['creator-a'], form: { reason: 'fraud' } });
    if (!opened.ok) throw new Error('not reported');
    deps.clock.advance(60_000);
    const decided = await review.execute({ staffId: 'staff', reportId: opened.value.id, decision: 'actioned' });
    expect(decided.ok && decided.value).toMatchObject({
      status: 'actioned',
      reviewedBy: 'staff',
      reviewedAt: new Date(NOW.getTime() + 60_000),
    });
    expect(await review.execute({ staffId: 'staff', reportId: opened.value.id, decision: 'dismissed' })).toMatchObject({
      ok: false,
      error: { code: 'REPORTS.ALREADY_REVIEWED' },
    });
    expect(await review.execute({ staffId: 'staff', reportId: 'nope', decision: 'dismissed' })).toMatchObject({
      ok: false,
      error: { code: 'REPORTS.NOT_FOUND' },
    });
    expect((await report.execute({ reporterId: 'reporter', reportedUserIds: ['creator-a'], form: { reason: 'fraud' } })).ok).toBe(true);
  });
});
