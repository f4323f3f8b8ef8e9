import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerAccount as account } from '../../ledger/ports/money-movements.ts';
import { InMemoryLedger } from '../../ledger/testing/in-memory-ledger.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { QUEST_RUN_STATUSES, questRunMachine, type QuestRunStatus } from './quest-run.machine.ts';
import { moneyStageOf, runMoneyMovements } from './run-money.ts';
import { creatorAmount, decideRunDispute, disputeOpen, DISPUTE_DECISIONS, openRunDispute, refundedAmount } from './quest-dispute.ts';
import { confirmedAmount, type QuestRun } from './quest-run.entity.ts';

const posting = () => ({ id: globalThis.crypto.randomUUID(), postedAt: new Date('2026-12-01T10:00:00Z') });
const run = aQuestRun().paid().build();

/** Where a run's amount sits in each stage: its escrow, the creator's payable balance, the company's refunds. */
const EXPECTED = { unpaid: [0, 0, 0], held: [50_000, 0, 0], released: [0, 50_000, 0], refunded: [0, 0, 50_000] } as const;

const balancesAfter = async (statuses: QuestRunStatus[]) => {
  const ledger = new InMemoryLedger();
  let before: QuestRun | null = null;
  for (const status of statuses) {
    const after = { ...run, status };
    for (const tx of runMoneyMovements(before, after, posting)) expect(await ledger.post(tx)).toMatchObject({ ok: true });
    before = after;
  }
  return Promise.all([
    ledger.balance(account('escrow', run.id)),
    ledger.balance(account('creatorPayable', run.creatorId)),
    ledger.balance(account('refunds', run.companyId)),
  ]);
};

describe('a run’s money by its status', () => {
  it('follows every move the run machine allows, balanced and never overdrawn', async () => {
    for (const from of QUEST_RUN_STATUSES) {
      for (const to of Object.values(questRunMachine.table[from] ?? {})) {
        expect(await balancesAfter([from, to])).toEqual(EXPECTED[moneyStageOf(to)]);
      }
    }
  });

  it('is posted in full for a run first saved in a later status (the demo world)', async () => {
    for (const status of QUEST_RUN_STATUSES) expect(await balancesAfter([status])).toEqual(EXPECTED[moneyStageOf(status)]);
  });
});

describe('a run’s money through disputes with partial refunds (property)', () => {
  const paidRun = aQuestRun().paid().submitted().build();
  const paid = confirmedAmount(paidRun);
  const step = fc.oneof(
    fc.record({ kind: fc.constant('dispute' as const) }),
    fc.record({
      kind: fc.constant('decide' as const),
      decision: fc.constantFrom(...DISPUTE_DECISIONS),
      refundCents: fc.option(fc.integer({ min: 1, max: paid + 1_000 }), { nil: null }),
    }),
    fc.record({ kind: fc.constant('move' as const), pick: fc.nat() }),
  );

  it('never overdraws escrow, never refunds more than was paid, and keeps every cent paid somewhere', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const ledger = new InMemoryLedger();
        let run: QuestRun = paidRun;
        for (const tx of runMoneyMovements(null, run, posting)) expect(await ledger.post(tx)).toMatchObject({ ok: true });
        for (const s of steps) {
          let next: QuestRun | null = null;
          if (s.kind === 'dispute') {
            const opened = openRunDispute(run, { party: 'COMPANY', userId: 'u', reason: 'x'.repeat(20), now: posting().postedAt });
            next = opened.ok ? opened.value : null;
          } else if (s.kind === 'decide') {
            const refundable = creatorAmount(run);
            const decided = decideRunDispute(run, { decision: s.decision, note: 'n', now: posting().postedAt, refundCents: s.refundCents });
            // A refund above what is left to refund is refused, never clipped.
            if (s.decision === 'refund' && disputeOpen(run) && (s.refundCents ?? 0) > refundable)
              expect(decided).toMatchObject({ ok: false, error: { code: 'QUESTS.REFUND_EXCEEDS_PAID' } });
            next = decided.ok ? decided.value : null;
          } else if (!disputeOpen(run)) {
            // Any other move the machine allows (approval, payout done, a refund of the whole run).
            const moves = Object.values(questRunMachine.table[run.status] ?? {});
            if (moves.length > 0) next = { ...run, status: moves[s.pick % moves.length]! };
          }
          if (!next) continue;
          // The ledger refuses any post that would overdraw a run's escrow or a creator's payable balance.
          for (const tx of runMoneyMovements(run, next, posting)) expect(await ledger.post(tx)).toMatchObject({ ok: true });
          run = next;
          const [escrow, payable, refunded] = await Promise.all([
            ledger.balance(account('escrow', run.id)),
            ledger.balance(account('creatorPayable', run.creatorId)),
            ledger.balance(account('refunds', run.companyId)),
          ]);
          expect(escrow).toBeGreaterThanOrEqual(0);
          expect(refunded).toBeLessThanOrEqual(paid);
          expect(refunded).toBe(refundedAmount(run));
          if (moneyStageOf(run.status) !== 'unpaid') expect(escrow + payable + refunded).toBe(paid);
        }
      }),
      { numRuns: 300 },
    );
  });
});
