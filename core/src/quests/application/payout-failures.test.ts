import { describe, expect, it } from 'vitest';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { PayOutRun } from './pay-out-run.ts';
import { RecordPayoutMove, RetryFailedPayouts, TellCreatorPayoutFailed } from './payout-failures.ts';

const inPayout = () => aQuestRun().counteredBy('COMPANY', 45_600).acceptedBy('CREATOR').paid().submitted().inPayout().build();

describe('a failed payout', () => {
  it('tells the creator by mail and under the bell why, and where to fix it', async () => {
    const deps = questsTestDeps();
    const run = inPayout();
    await seedQuests(deps, { runs: [run] });

    await new TellCreatorPayoutFailed(deps).execute({ reference: run.id, failureReason: 'Account closed' });

    const mail = deps.mailer.last();
    expect(mail?.subject).toBe('Your Quest payout failed');
    expect(mail?.text).toContain('Account closed');
    expect(mail?.text).toContain('https://app.example.com/user/settings/payments');
    expect(mail?.notification?.path).toBe(`/campaigns/quests/${run.questId}/${run.id}`);
    expect(deps.events.recorded).toMatchObject([
      { companyId: run.companyId, kind: 'payout.failed', data: { runId: run.id, creatorId: run.creatorId, reason: 'Account closed' } },
    ]);
  });

  it('is sent again once when the creator fixes their details, and a second save pays nothing more', async () => {
    const deps = questsTestDeps();
    const run = inPayout();
    await seedQuests(deps, { runs: [run] });
    await new PayOutRun(deps).execute({ runId: run.id });
    const failed = deps.payouts.fail(run.id, 'Account closed');
    if (failed) await new RecordPayoutMove(deps).execute(failed);

    const first = await new RetryFailedPayouts(deps).execute({ creatorId: run.creatorId });
    const second = await new RetryFailedPayouts(deps).execute({ creatorId: run.creatorId });

    expect(first).toEqual({ ok: true, value: { retried: 1 } });
    expect(second).toEqual({ ok: true, value: { retried: 0 } });
    expect(deps.payouts.retries).toBe(1);
    expect(deps.payouts.payouts).toMatchObject([{ reference: run.id, status: 'pending', amount: 45_600 }]);
  });

  it('completes a run whose first payout failed outright once the retry is on its way', async () => {
    const deps = questsTestDeps();
    const run = inPayout();
    await seedQuests(deps, { runs: [run] });
    deps.payouts.failNext();
    await new PayOutRun(deps).execute({ runId: run.id });
    expect((await deps.runs.findById(run.id))?.status).toBe('PAYOUT');

    await new RetryFailedPayouts(deps).execute({ creatorId: run.creatorId });

    expect(await deps.runs.findById(run.id)).toMatchObject({ status: 'COMPLETED', payoutId: 'payout-1' });
    expect(deps.events.kinds()).toEqual(['run.completed']);
  });

  it('retries nothing for another creator', async () => {
    const deps = questsTestDeps();
    const run = inPayout();
    await seedQuests(deps, { runs: [run] });
    deps.payouts.failNext();
    await new PayOutRun(deps).execute({ runId: run.id });

    await new RetryFailedPayouts(deps).execute({ creatorId: 'someone-else' });

    expect(deps.payouts.retries).toBe(0);
  });
});
