import { performance } from 'node:perf_hooks';
import { afterAll, expect, it } from 'vitest';
import { workerProcesses } from './testing/worker-processes.ts';
import { MikroOrmQuestRepository } from '@lurkit/adapters/postgres/quests/mikro-orm-quest-repository.ts';
import { MikroOrmQuestRunRepository } from '@lurkit/adapters/postgres/quests/mikro-orm-quest-run-repository.ts';
import { MikroOrmLedger } from '@lurkit/adapters/postgres/ledger/mikro-orm-ledger.ts';
import { LedgeredQuestRunRepository } from '@lurkit/core/quests/application/ledgered-quest-run-repository.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { parentRows } from '@lurkit/adapters/testing/parent-rows.ts';
import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { aQuest } from '@lurkit/core/quests/testing/builders.ts';
import { aQuestRun } from '@lurkit/core/quests/testing/quest-run-builder.ts';
import { ledgerAudit } from '@lurkit/adapters/testing/ledger-audit.ts';
import { ReconcileLedger } from '@lurkit/core/ledger/application/reconcile-ledger.ts';
import { jobScopeOn } from './testing/job-scope.ts';

// Fault test: the worker killed -9 at random points while it pays approved Quest runs out.
// A hundred process starts take about three minutes on a 2-core machine running other suites beside
// it (172 s in CI), hence the long timeout.
const RUNS = 100;
const KILLS = 100;
const database = useTestDatabase();
const workers = workerProcesses(() => database().url);

afterAll(async () => {
  workers.killAll();
});

const count = async (text: string, params: unknown[] = []) =>
  Number(
    (
      await database()
        .orm.em.fork()
        .getConnection()
        .execute<{ n: number }[]>(text, params as never[])
    )[0]?.n,
  );

/** One company's Quest and RUNS approved runs of as many creators, all in PAYOUT, their money payable. */
async function approvedRuns(): Promise<string[]> {
  const em = database().orm.em.fork();
  const parents = parentRows(em);
  const quest = aQuest().build();
  await parents.company(quest.companyId);
  await new MikroOrmQuestRepository(em).save(quest);
  // Saved through the ledger, as paying them would have: each run's money held and released to its creator.
  const runs = new LedgeredQuestRunRepository(new MikroOrmQuestRunRepository(em), new MikroOrmLedger(em), systemClock);
  const ids: string[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const creatorId = globalThis.crypto.randomUUID();
    await parents.user(creatorId);
    const run = { ...aQuestRun({ quest, creatorId }).paid().submitted().inPayout().build(), id: globalThis.crypto.randomUUID() };
    await runs.save(run);
    ids.push(run.id);
  }
  return ids;
}

it(`pays ${RUNS} approved Quest runs out exactly once, each with one mail, while the worker is killed -9 ${KILLS} times`, async () => {
  const ids = await approvedRuns();
  const ofRuns = `reference in (?)`;

  // Two workers at a time, each killed at a random point after it starts working, then replaced.
  const started = performance.now();
  await Promise.all([workers.killLoop(KILLS / 2, 300), workers.killLoop(KILLS / 2, 300)]);
  const paidBeforeLastWorker = await count(`select count(*)::int as n from quest_payout where ${ofRuns}`, [ids]);
  const killed = performance.now();
  const survivor = await workers.start();
  const unfinished = () =>
    count(`select count(*)::int as n from quest_run where id in (?) and status not in ('PAYOUT', 'COMPLETED')`, [ids]);
  await expect
    .poll(() => count(`select count(*)::int as n from quest_run where id in (?) and status = 'COMPLETED'`, [ids]), {
      timeout: 60_000,
      interval: 250,
    })
    .toBe(RUNS);
  await expect
    .poll(() => count(`select count(*)::int as n from email_outbox where subject = 'Your Quest payout is on its way'`), {
      timeout: 30_000,
      interval: 250,
    })
    .toBe(RUNS);
  const recovered = performance.now();

  expect(await unfinished()).toBe(0);
  // Zero duplicate payouts: one a run, each for the run's creator.
  expect(await count(`select count(*)::int as n from quest_payout where ${ofRuns}`, [ids])).toBe(RUNS);
  expect(await count(`select count(distinct reference)::int as n from quest_payout where ${ofRuns}`, [ids])).toBe(RUNS);
  // The books moved each creator's money on its way once: one payoutSent a payout, and nothing left payable.
  expect(
    await count(
      `select count(*)::int as n from ledger_transaction where cause = 'payoutSent' and reference in (select id::text from quest_payout where ${ofRuns})`,
      [ids],
    ),
  ).toBe(RUNS);
  // Zero duplicate mails: one to each creator.
  expect(await count(`select count(distinct "to")::int as n from email_outbox where subject = 'Your Quest payout is on its way'`)).toBe(
    RUNS,
  );
  // The books balance (every transaction sums to zero) and agree with the payout provider's.
  expect(await ledgerAudit(database().url).unbalancedTransactions()).toEqual([]);
  const reconciliation = await jobScopeOn(database(), { clock: systemClock })().transaction((scope) =>
    new ReconcileLedger(scope.ledger).execute(),
  );
  expect(reconciliation.mismatches).toEqual([]);
  // The kills did land mid-work: some runs were paid out before the last worker started.
  expect(paidBeforeLastWorker).toBeGreaterThan(0);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `worker killed ${KILLS} times in ${seconds(killed - started)}: ${paidBeforeLastWorker} of ${RUNS} runs paid out before the last worker, ` +
      `which finished the rest in ${seconds(recovered - killed)}`,
  );
  survivor.kill('SIGTERM');
}, 420_000);
