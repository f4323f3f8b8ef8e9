import fc from 'fast-check';
import { expect, it } from 'vitest';
import { centsOf } from '../../shared/money.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { ledgerAccount } from '../domain/ledger-account.ts';
import { reversalOf, type LedgerTransaction } from '../domain/ledger-transaction.ts';
import { cardCharge, escrowHold, payoutBack, payoutPaid, payoutSent, refund, releaseToPayable } from './money-movements.ts';
import type { LedgerPort } from './ledger.port.ts';

export interface LedgerFixture extends ContractFixture {
  /** A fresh, empty ledger (one per property run). */
  ledger(): Promise<LedgerPort>;
  /** How many random histories the properties try: fewer against a database. */
  runs: number;
}

const at = new Date('2026-12-01T10:00:00.000Z');
let sequence = 0;
const posting = () => ({ id: globalThis.crypto.randomUUID(), postedAt: new Date(at.getTime() + (sequence += 1000)) });
const RUNS = ['run-a', 'run-b', 'run-c'] as const;
const CREATOR_OF: Record<(typeof RUNS)[number], string> = { 'run-a': 'creator-1', 'run-b': 'creator-1', 'run-c': 'creator-2' };

/** One money movement of a small world (one company, three runs, two creators), amounts drawn. */
const movement = fc.oneof(
  fc.record({ kind: fc.constant('charge' as const), run: fc.constantFrom(...RUNS), amount: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('release' as const), run: fc.constantFrom(...RUNS), amount: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('refund' as const), run: fc.constantFrom(...RUNS), amount: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('payout' as const), run: fc.constantFrom(...RUNS), amount: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('payoutPaid' as const), run: fc.constantFrom(...RUNS), amount: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('payoutBack' as const), run: fc.constantFrom(...RUNS), amount: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('payoutReturned' as const), run: fc.constantFrom(...RUNS), amount: fc.integer({ min: 1, max: 50_000 }) }),
);

type Movement = {
  kind: 'charge' | 'release' | 'refund' | 'payout' | 'payoutPaid' | 'payoutBack' | 'payoutReturned';
  run: (typeof RUNS)[number];
  amount: number;
};

const transactionsOf = (m: Movement): LedgerTransaction[] => {
  const amount = centsOf(m.amount);
  const creatorId = CREATOR_OF[m.run];
  switch (m.kind) {
    case 'charge': {
      const checkoutId = globalThis.crypto.randomUUID();
      return [cardCharge(posting(), { checkoutId, companyId: 'company-1', amount }), escrowHold(posting(), { runId: m.run, amount })];
    }
    case 'release':
      return [releaseToPayable(posting(), { runId: m.run, creatorId, amount })];
    case 'refund':
      return [refund(posting(), { refundId: globalThis.crypto.randomUUID(), runId: m.run, companyId: 'company-1', amount })];
    case 'payout':
      return [payoutSent(posting(), { payoutId: `payout-${m.run}`, creatorId, amount })];
    case 'payoutPaid':
      return [payoutPaid(posting(), { payoutId: `payout-${m.run}`, creatorId, amount })];
    default:
      return [payoutBack(posting(), { payoutId: `payout-${m.run}`, creatorId, amount, returned: m.kind === 'payoutReturned' })];
  }
};

export function describeLedgerContract(adapter: string, make: () => Promise<LedgerFixture>): void {
  describeContract('LedgerPort', adapter, make, (fixture) => {
    it('keeps a balanced transaction once by id, and balances are sums of entries', async () => {
      const ledger = await fixture().ledger();
      const charge = cardCharge(posting(), { checkoutId: 'checkout-1', companyId: 'company-1', amount: centsOf(29_000) });
      expect(await ledger.post(charge)).toMatchObject({ ok: true });
      expect(await ledger.post({ ...charge, entries: [] })).toMatchObject({ ok: true, value: { id: charge.id } });
      await ledger.post(escrowHold(posting(), { runId: 'run-a', amount: centsOf(29_000) }));
      expect(await ledger.balance(ledgerAccount('companyCash', 'company-1'))).toBe(-29_000);
      expect(await ledger.balance(ledgerAccount('escrow', 'run-a'))).toBe(29_000);
      expect(await ledger.balance(ledgerAccount('providerClearing'))).toBe(0);
      expect((await ledger.netByReference('companyCash')).get('checkout-1')).toBe(-29_000);
      const both = await ledger.balances([ledgerAccount('escrow', 'run-a'), ledgerAccount('escrow', 'run-none')]);
      expect([...both]).toEqual([
        [ledgerAccount('escrow', 'run-a'), 29_000],
        [ledgerAccount('escrow', 'run-none'), 0],
      ]);
      expect(await ledger.transaction(charge.id)).toMatchObject({ cause: 'cardCharge', reference: 'checkout-1', currency: 'USD' });
      const lines = await ledger.linesOf(ledgerAccount('escrow', 'run-a'));
      expect(lines).toEqual([expect.objectContaining({ amountCents: 29_000, cause: 'escrowHold', reference: 'run-a' })]);
    });

    it('refuses an unbalanced transaction, a fractional cent, and an overdrawn escrow or payable balance', async () => {
      const ledger = await fixture().ledger();
      const base = cardCharge(posting(), { checkoutId: 'c', companyId: 'company-1', amount: centsOf(100) });
      const unbalanced = { ...base, entries: [base.entries[0]!, { ...base.entries[1]!, amountCents: 99 }] };
      expect(await ledger.post(unbalanced)).toMatchObject({ ok: false, error: { code: 'LEDGER.UNBALANCED' } });
      const fractional = {
        ...base,
        id: globalThis.crypto.randomUUID(),
        entries: base.entries.map((e) => ({ ...e, amountCents: e.amountCents / 3 })),
      };
      expect(await ledger.post(fractional)).toMatchObject({ ok: false, error: { code: 'LEDGER.INVALID_ENTRY' } });
      const release = releaseToPayable(posting(), { runId: 'run-a', creatorId: 'creator-1', amount: centsOf(1) });
      expect(await ledger.post(release)).toMatchObject({ ok: false, error: { code: 'LEDGER.OVERDRAWN' } });
      const paid = payoutSent(posting(), { payoutId: 'p', creatorId: 'creator-1', amount: centsOf(1) });
      expect(await ledger.post(paid)).toMatchObject({ ok: false, error: { code: 'LEDGER.OVERDRAWN' } });
      expect(await ledger.transaction(release.id)).toBeNull();
    });

    it('undoes a transaction by a reversal, once, and leaves the original as it was', async () => {
      const ledger = await fixture().ledger();
      const charge = cardCharge(posting(), { checkoutId: 'checkout-2', companyId: 'company-1', amount: centsOf(500) });
      await ledger.post(charge);
      const reversal = reversalOf(charge, posting());
      expect(await ledger.post(reversal)).toMatchObject({ ok: true });
      expect(await ledger.post(reversalOf(charge, posting()))).toMatchObject({ ok: false, error: { code: 'LEDGER.ALREADY_REVERSED' } });
      expect(await ledger.balance(ledgerAccount('companyCash', 'company-1'))).toBe(0);
      expect(await ledger.transaction(charge.id)).toMatchObject({ entries: charge.entries });
    });

    it('holds the invariants for any history: every transaction sums to zero, escrow never negative, paid never above released', async () => {
      const { runs } = fixture();
      await fc.assert(
        fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 12 }), async (movements) => {
          const ledger = await fixture().ledger();
          const posted: LedgerTransaction[] = [];
          const released = new Map<string, number>();
          for (const m of movements) {
            for (const tx of transactionsOf(m)) {
              const result = await ledger.post(tx);
              if (!result.ok) break;
              posted.push(result.value);
              if (tx.cause === 'releaseToPayable') released.set(CREATOR_OF[m.run], (released.get(CREATOR_OF[m.run]) ?? 0) + m.amount);
            }
          }
          for (const tx of posted) {
            const stored = await ledger.transaction(tx.id);
            expect(stored?.entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
          }
          for (const run of RUNS) expect(await ledger.balance(ledgerAccount('escrow', run))).toBeGreaterThanOrEqual(0);
          for (const creator of ['creator-1', 'creator-2']) {
            const paidOut = await ledger.balance(ledgerAccount('creatorPaidOut', creator));
            const onItsWay = await ledger.balance(ledgerAccount('creatorInTransit', creator));
            expect(paidOut + onItsWay).toBeLessThanOrEqual(released.get(creator) ?? 0);
            for (const kind of ['creatorPayable', 'creatorInTransit', 'creatorPaidOut'] as const)
              expect(await ledger.balance(ledgerAccount(kind, creator))).toBeGreaterThanOrEqual(0);
          }
        }),
        { numRuns: runs, seed: 27 },
      );
    });
  });
}
