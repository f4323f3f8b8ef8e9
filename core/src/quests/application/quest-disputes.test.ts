import { describe, expect, it } from 'vitest';
import { RecordingMailer } from '../../shared/testing/recording-mailer.ts';
import { HOUR_MS, addMs } from '../../shared/time.ts';
import { ledgerAccount } from '../../ledger/ports/money-movements.ts';
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

  it('decided with part of the amount refund that part, pay the creator the rest, and never refund more than was paid', async () => {
    const { deps, run } = await aDisputedRun();
    const decide = new DecideQuestDispute(deps);
    const note = 'Half of the brief was shown.';
    const paid = confirmedAmount(run);
    for (const [refundCents, code] of [
      [paid + 1, 'QUESTS.REFUND_EXCEEDS_PAID'],
      [0, 'QUEST.INVALID_FIELD'],
      [12.5, 'QUEST.INVALID_FIELD'],
    ] as const) {
      expect(await decide.execute({ runId: run.id, decision: 'refund', note, refundCents })).toMatchObject({
        ok: false,
        error: { code, field: 'refundCents' },
      });
    }
    expect(await decide.execute({ runId: run.id, decision: 'refund', note, refundCents: 20_000 })).toMatchObject({
      ok: true,
      value: { status: 'PAYOUT', dispute: { decision: 'refund', refundCents: 20_000 } },
    });
    expect([...deps.refunds.refunds.values()].map((r) => r.amount)).toEqual([20_000]);
    const balances = () =>
      Promise.all([
        deps.ledger.balance(ledgerAccount('escrow', run.id)),
        deps.ledger.balance(ledgerAccount('creatorPayable', run.creatorId)),
        deps.ledger.balance(ledgerAccount('refunds', run.companyId)),
      ]);
    expect(await balances()).toEqual([0, paid - 20_000, 20_000]);

    // Disputed again before the payout: at most the rest can go back, and refunding it ends the run REFUNDED.
    const again = await new OpenQuestDispute(deps).execute({
      actor: { party: 'COMPANY', companyId: run.companyId },
      userId: 'u',
      runId: run.id,
      reason,
    });
    expect(again).toMatchObject({ ok: true, value: { dispute: { refundCents: 20_000 } } });
    expect(await decide.execute({ runId: run.id, decision: 'refund', note, refundCents: paid - 20_000 + 1 })).toMatchObject({
      ok: false,
      error: { code: 'QUESTS.REFUND_EXCEEDS_PAID', field: 'refundCents' },
    });
    expect(await decide.execute({ runId: run.id, decision: 'refund', note })).toMatchObject({ ok: true, value: { status: 'REFUNDED' } });
    expect([...deps.refunds.refunds.values()].map((r) => r.amount)).toEqual([20_000, paid - 20_000]);
    expect(await balances()).toEqual([0, 0, paid]);
  });

  it('decided with part refunded pay the creator only the rest', async () => {
    const { deps, run } = await aDisputedRun(aQuestRun().paid().submitted().inPayout());
    await new DecideQuestDispute(deps).execute({ runId: run.id, decision: 'refund', note: 'Partly delivered.', refundCents: 5_000 });
    expect(await new PayOutApprovedRun({ ...deps, ...mailDeps }).execute({ runId: run.id })).toEqual({
      ok: true,
      value: { paidOut: true },
    });
    expect(deps.payouts.payouts.map((p) => p.amount)).toEqual([confirmedAmount(run) - 5_000]);
    expect(await deps.ledger.balance(ledgerAccount('creatorPayable', run.creatorId))).toBe(0);
  });
});
