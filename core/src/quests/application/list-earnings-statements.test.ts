import { describe, expect, it } from 'vitest';
import { aQuest } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { GetCreatorWallet } from './get-creator-wallet.ts';
import { ListEarningsStatements, stockholmYear } from './list-earnings-statements.ts';
import { PayOutRun } from './pay-out-run.ts';
import { RecordPayoutMove } from './payout-failures.ts';
import { ReviewContent } from './review-content.ts';

/** A stream run approved on the builders' day in March 2025 (a publishing window: approval alone releases it) and paid out at once. */
async function aRunPaidOut() {
  const deps = questsTestDeps();
  const quest = aQuest().with({ name: 'Winter Launch' }).withEmbargoAt(new Date('2030-01-01T10:00:00Z')).build();
  const run = aQuestRun({ quest, terms: { contentType: 'Stream' } })
    .paid()
    .submitted()
    .build();
  await seedQuests(deps, { quests: [quest], runs: [run] });
  await new ReviewContent(deps).execute({ companyId: run.companyId, runId: run.id, decision: 'approve' });
  await new PayOutRun(deps).execute({ runId: run.id });
  const report = async (at: string, to: 'paid' | 'failed') => {
    deps.clock.set(new Date(at));
    const moved = deps.payouts.report(run.id, to, to === 'failed' ? 'Returned by the bank' : null);
    if (moved) await new RecordPayoutMove(deps).execute(moved);
  };
  const statements = () => new ListEarningsStatements(deps).execute({ creatorId: run.creatorId });
  const wallet = () => new GetCreatorWallet(deps).execute({ creatorId: run.creatorId });
  return { deps, run, report, statements, wallet };
}

describe('a creator’s yearly earnings statements', () => {
  it('puts a payout at 23:30 UTC on New Year’s Eve in the new Stockholm year, and the earning of March in the old one', async () => {
    expect(stockholmYear(new Date('2025-12-31T22:59:59Z'))).toBe(2025);
    expect(stockholmYear(new Date('2025-12-31T23:00:00Z'))).toBe(2026);
    const { report, statements, wallet } = await aRunPaidOut();
    await report('2025-12-31T23:30:00Z', 'paid');
    const [year2026, year2025] = await statements();
    expect(year2025).toMatchObject({
      year: 2025,
      earned: 50_000,
      paidOut: 0,
      payouts: [],
      earnings: [{ kind: 'EARNED', amount: 50_000, description: 'Quest run approved: Winter Launch' }],
    });
    expect(year2026).toMatchObject({
      year: 2026,
      earned: 0,
      paidOut: 50_000,
      earnings: [],
      payouts: [{ kind: 'PAID', amount: 50_000, date: new Date('2025-12-31T23:30:00Z'), description: 'Payout paid: Winter Launch' }],
    });
    expect((await wallet()).paid).toBe(year2026!.paidOut + year2025!.paidOut);
  });

  it('shows a payout the bank returned as a negative line, so the year’s paid-out total is the wallet’s paid figure', async () => {
    const { report, statements, wallet } = await aRunPaidOut();
    await report('2026-03-04T09:00:00Z', 'paid');
    await report('2026-03-09T09:00:00Z', 'failed');
    const [year] = await statements();
    expect(year?.payouts.map((l) => [l.kind, l.amount])).toEqual([
      ['PAID', 50_000],
      ['RETURNED', -50_000],
    ]);
    expect(year?.paidOut).toBe(0);
    expect((await wallet()).paid).toBe(0);
  });

  it('has no statement for a creator without earnings', async () => {
    const { deps } = await aRunPaidOut();
    expect(await new ListEarningsStatements(deps).execute({ creatorId: 'someone-else' })).toEqual([]);
  });
});
