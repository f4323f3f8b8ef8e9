import { describe, expect, it } from 'vitest';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { PayOutRun } from './pay-out-run.ts';

async function setup(builder = aQuestRun().counteredBy('COMPANY', 45_600).acceptedBy('CREATOR').paid().submitted().inPayout()) {
  const deps = questsTestDeps();
  const run = builder.build();
  await seedQuests(deps, { runs: [run] });
  return { deps, run, payOut: new PayOutRun(deps) };
}

describe('PayOutRun', () => {
  it('pays the creator the agreed amount and completes the run', async () => {
    const { deps, run, payOut } = await setup();

    const result = await payOut.execute({ runId: run.id });

    expect(result.ok).toBe(true);
    expect(deps.payouts.payouts).toMatchObject([{ reference: run.id, creatorAccountId: run.creatorId, amount: 45_600 }]);
    expect(await deps.runs.findById(run.id)).toMatchObject({ status: 'COMPLETED', payoutId: 'payout-1', paidOutAt: deps.clock.now() });
    expect(deps.events.recorded).toEqual([
      {
        companyId: run.companyId,
        kind: 'run.completed',
        occurredAt: deps.clock.now(),
        data: { questId: run.questId, runId: run.id, creatorId: run.creatorId, payoutId: 'payout-1', amountCents: 45_600 },
      },
    ]);
  });

  it('leaves the run in payout when the provider refuses', async () => {
    const { deps, run, payOut } = await setup();
    deps.payouts.failNext();

    const result = await payOut.execute({ runId: run.id });

    expect(!result.ok && result.error.code).toBe('QUEST.PAYOUT_FAILED');
    expect((await deps.runs.findById(run.id))?.status).toBe('PAYOUT');
    expect(deps.events.recorded).toEqual([]);
  });

  it('pays nothing for a run outside payout, or an unknown run', async () => {
    const { deps, run, payOut } = await setup(aQuestRun().paid().submitted());

    const early = await payOut.execute({ runId: run.id });
    const missing = await payOut.execute({ runId: 'missing' });

    expect(!early.ok && early.error.code).toBe('STATE.TRANSITION_NOT_ALLOWED');
    expect(!missing.ok && missing.error.code).toBe('QUEST.RUN_NOT_FOUND');
    expect(deps.payouts.payouts).toEqual([]);
  });
});
