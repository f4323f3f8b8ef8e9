import { describe, expect, it } from 'vitest';
import { RecordingMailer } from '../../shared/testing/recording-mailer.ts';
import { HOUR_MS, addMs } from '../../shared/time.ts';
import { confirmedAmount } from '../domain/quest-run.entity.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { DecideQuestDispute, ListOpenQuestDisputes, OpenQuestDispute } from './quest-disputes.ts';
import { ExpireQuestRun, PayOutApprovedRun } from './quest-run-timers.ts';

const reason = 'The stream showed another game for the whole hour.';
const mailDeps = {
  reminders: { addressesOf: async () => ['creator@example.com'], questNameOf: async () => 'Launch' },
  mailer: new RecordingMailer(),
  appUrl: 'https://app.example.com',
};

async function aDisputedRun(build = aQuestRun().paid().submitted()) {
  const deps = questsTestDeps();
  const run = build.build();
  await seedQuests(deps, { runs: [run] });
  const opened = await new OpenQuestDispute(deps).execute({
    actor: { party: 'COMPANY', companyId: run.companyId },
    userId: 'company-user',
    runId: run.id,
    reason,
  });
  if (!opened.ok) throw opened.error;
  return { deps, run: opened.value };
}

describe('quest disputes', () => {
  it('are opened by a party of the run with a reason staff can act on, and by nobody else', async () => {
    const deps = questsTestDeps();
    const run = aQuestRun().paid().build();
    await seedQuests(deps, { runs: [run] });
    const open = new OpenQuestDispute(deps);
    expect(await open.execute({ actor: { party: 'COMPANY', companyId: 'another' }, userId: 'u', runId: run.id, reason })).toMatchObject({
      ok: false,
      error: { code: 'QUEST.NOT_PARTY' },
    });
    expect(
      await open.execute({ actor: { party: 'CREATOR', creatorId: run.creatorId }, userId: 'u', runId: run.id, reason: 'bad' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'QUEST.INVALID_FIELD', field: 'reason' },
    });
    const opened = await open.execute({ actor: { party: 'CREATOR', creatorId: run.creatorId }, userId: 'u', runId: run.id, reason });
    expect(opened).toMatchObject({ ok: true, value: { dispute: { openedBy: 'CREATOR', reason } } });
    expect((await new ListOpenQuestDisputes(deps).execute()).map((r) => r.id)).toEqual([run.id]);
  });

  it('freeze the run: its deadline passes without expiry or automatic approval', async () => {
    const { deps, run } = await aDisputedRun();
    deps.clock.set(addMs(run.dueAt!, HOUR_MS));
    const timer = { runId: run.id, status: run.status, dueAtMs: run.dueAt!.getTime() };
    expect(await new ExpireQuestRun({ ...deps, ...mailDeps }).execute(timer)).toEqual({ expired: false });
    expect((await deps.runs.findById(run.id))?.status).toBe('CONTENTREVIEW');
    expect(await deps.runs.listOverdue(deps.clock.now())).toEqual([]);
  });

  it('freeze payout until staff release it, then the payout goes out', async () => {
    const { deps, run } = await aDisputedRun(aQuestRun().paid().submitted().inPayout());
    const payOut = new PayOutApprovedRun({ ...deps, ...mailDeps });
    expect(await payOut.execute({ runId: run.id })).toEqual({ ok: true, value: { paidOut: false } });
    expect(deps.payouts.payouts).toEqual([]);
    const decided = await new DecideQuestDispute(deps).execute({ runId: run.id, decision: 'release', note: 'The content was delivered.' });
    expect(decided).toMatchObject({ ok: true, value: { status: 'PAYOUT' } });
    expect(await payOut.execute({ runId: run.id })).toEqual({ ok: true, value: { paidOut: true } });
    expect(deps.payouts.payouts).toHaveLength(1);
  });

  it('decided for the company refund the agreed amount once, and end the run REFUNDED', async () => {
    const { deps, run } = await aDisputedRun();
    const decide = new DecideQuestDispute(deps);
    expect(await decide.execute({ runId: run.id, decision: 'refund', note: '' })).toMatchObject({
      ok: false,
      error: { code: 'QUEST.INVALID_FIELD', field: 'note' },
    });
    expect(await decide.execute({ runId: run.id, decision: 'refund', note: 'Nothing of the brief was shown.' })).toMatchObject({
      ok: true,
      value: { status: 'REFUNDED' },
    });
    expect([...deps.refunds.refunds.values()]).toEqual([{ id: 'refund-1', paymentId: run.paymentId, amount: confirmedAmount(run) }]);
    expect(await decide.execute({ runId: run.id, decision: 'refund', note: 'Again.' })).toMatchObject({
      ok: false,
      error: { code: 'QUEST.NO_OPEN_DISPUTE' },
    });
    expect(deps.refunds.refunds.size).toBe(1);
  });
});
