import { MikroOrmLedger } from '@lurkit/adapters/postgres/ledger/mikro-orm-ledger.ts';
import { MikroOrmReconciliations } from '@lurkit/adapters/postgres/ledger/mikro-orm-reconciliations.ts';
import { MikroOrmQuestRunRepository } from '@lurkit/adapters/postgres/quests/mikro-orm-quest-run-repository.ts';
import { ReconcileLedger } from '@lurkit/core/ledger/application/reconcile-ledger.ts';
import {
  cardCharge,
  escrowHold,
  payoutPaid,
  payoutSent,
  releaseToPayable,
  ledgerAccount,
} from '@lurkit/core/ledger/ports/money-movements.ts';
import type { ProviderCharge, ProviderPayout } from '@lurkit/core/ledger/ports/provider-records.port.ts';
import { GetCreatorWallet } from '@lurkit/core/quests/application/get-creator-wallet.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import { withBenchApp } from './bench-app.ts';
import type { BenchResult } from './markdown-table.ts';

/** A month of Quest money: 10,000 runs of 1,000 creators for 100 companies, each charged, held, released and paid out. */
const RUNS = 10_000;
const CREATORS = 1_000;
const COMPANIES = 100;
const READS = 200;
const READ_P95_TARGET_MS = 20;
const RECONCILE_TARGET_MS = 60_000;

const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.95) - 1] ?? 0;
const uuid = () => globalThis.crypto.randomUUID();

export async function benchLedger(): Promise<BenchResult[]> {
  return withBenchApp({ poolMax: 2 }, async ({ orm }) => {
    const creators = Array.from({ length: CREATORS }, uuid);
    const companies = Array.from({ length: COMPANIES }, uuid);
    const charges: ProviderCharge[] = [];
    const payouts: ProviderPayout[] = [];
    const monthStart = Date.UTC(2026, 10, 1);
    const fillStart = performance.now();
    for (let batch = 0; batch < RUNS; batch += 100) {
      await orm.em.fork().transactional(async (em) => {
        const ledger = new MikroOrmLedger(em);
        for (let i = batch; i < batch + 100; i += 1) {
          const at = { postedAt: new Date(monthStart + i * 250_000) };
          const p = () => ({ id: uuid(), ...at });
          const amount = centsOf(10_000 + (i % 50) * 500);
          const [checkoutId, runId, payoutId] = [uuid(), uuid(), uuid()];
          const companyId = companies[i % COMPANIES]!;
          const creatorId = creators[i % CREATORS]!;
          for (const tx of [
            cardCharge(p(), { checkoutId, companyId, amount }),
            escrowHold(p(), { runId, amount }),
            releaseToPayable(p(), { runId, creatorId, amount }),
            payoutSent(p(), { payoutId, creatorId, amount }),
            payoutPaid(p(), { payoutId, creatorId, amount }),
          ]) {
            const posted = await ledger.post(tx);
            if (!posted.ok) throw posted.error;
          }
          charges.push({ checkoutId, amount });
          payouts.push({ payoutId, amount, status: 'paid' });
        }
      });
    }
    const fillMs = performance.now() - fillStart;

    const timed = async (read: (i: number) => Promise<unknown>) => {
      const ms: number[] = [];
      for (let i = 0; i < READS; i += 1) {
        const start = performance.now();
        await read(i);
        ms.push(performance.now() - start);
      }
      return p95(ms);
    };
    const wallet = await timed((i) => {
      const em = orm.em.fork();
      return new GetCreatorWallet({ runs: new MikroOrmQuestRunRepository(em), ledger: new MikroOrmLedger(em) }).execute({
        creatorId: creators[i % CREATORS]!,
      });
    });
    const statement = await timed((i) =>
      new MikroOrmLedger(orm.em.fork()).linesOf(ledgerAccount('companyCash', companies[i % COMPANIES]!)),
    );

    const reconcileStart = performance.now();
    const em = orm.em.fork();
    const reconciliation = await new ReconcileLedger({
      ledger: new MikroOrmLedger(em),
      providers: { charges: async () => charges, refunds: async () => [], payouts: async () => payouts },
      reconciliations: new MikroOrmReconciliations(em),
      clock: systemClock,
    }).execute();
    const reconcileMs = performance.now() - reconcileStart;
    return [
      {
        name: `Ledger: a creator's wallet read, p95 (${RUNS.toLocaleString('en')} runs a month)`,
        figures: `${wallet.toFixed(1)} ms (target <= ${READ_P95_TARGET_MS}); month posted in ${(fillMs / 1000).toFixed(1)} s`,
        met: wallet <= READ_P95_TARGET_MS,
      },
      {
        name: "Ledger: a company's statement lines read, p95",
        figures: `${statement.toFixed(1)} ms (target <= ${READ_P95_TARGET_MS})`,
        met: statement <= READ_P95_TARGET_MS,
      },
      {
        name: 'Ledger: reconciliation of the month',
        figures: `${(reconcileMs / 1000).toFixed(2)} s, ${reconciliation.mismatches.length} mismatches (target < 60 s, none)`,
        met: reconcileMs < RECONCILE_TARGET_MS && reconciliation.mismatches.length === 0,
      },
    ];
  });
}

// Run alone: `node bench/ledger.bench.ts`.
if (import.meta.main) for (const r of await benchLedger()) console.log(`${r.met ? 'met   ' : 'MISSED'} ${r.name}: ${r.figures}`);
