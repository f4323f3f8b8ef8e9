import { describe, expect, it } from 'vitest';
import { centsOf } from '../../shared/money.ts';
import type { PayoutStatus } from '../../shared/payout.port.ts';
import { InMemoryLedger } from '../testing/in-memory-ledger.ts';
import { cardCharge, escrowHold, payoutMovements, refund, releaseToPayable } from '../ports/money-movements.ts';
import { InMemoryReconciliations } from '../testing/in-memory-reconciliations.ts';
import type { ProviderCharge, ProviderRefund } from '../ports/provider-records.port.ts';
import { ReconcileLedger } from './reconcile-ledger.ts';

const posting = () => ({ id: globalThis.crypto.randomUUID(), postedAt: new Date('2026-12-01T10:00:00Z') });
const amount = centsOf(50_000);
const charge: ProviderCharge = { checkoutId: 'checkout-1', amount };

/** A world in which a company paid for a run, the content was approved and the payout sent; the providers' books as given. */
async function aWorld() {
  const ledger = new InMemoryLedger();
  for (const tx of [
    cardCharge(posting(), { checkoutId: 'checkout-1', companyId: 'company-1', amount }),
    escrowHold(posting(), { runId: 'run-1', amount }),
    releaseToPayable(posting(), { runId: 'run-1', creatorId: 'creator-1', amount }),
    ...payoutMovements(posting, { payoutId: 'payout-1', creatorId: 'creator-1', amount, from: 'none', to: 'pending' }),
  ])
    await ledger.post(tx);
  const reconciliations = new InMemoryReconciliations();
  const reconcile = async (charges: ProviderCharge[], payoutStatus: PayoutStatus, refunds: ProviderRefund[] = []) =>
    (
      await new ReconcileLedger({
        ledger,
        reconciliations,
        clock: { now: () => new Date('2026-12-02T03:00:00Z') },
        providers: {
          charges: async () => charges,
          refunds: async () => refunds,
          payouts: async () => [{ payoutId: 'payout-1', amount, status: payoutStatus }],
        },
      }).execute()
    ).mismatches;
  return { ledger, reconcile, reconciliations };
}

describe('ReconcileLedger', () => {
  it('reports nothing when the ledger agrees with every provider, through a payout reported paid', async () => {
    const { ledger, reconcile } = await aWorld();
    expect(await reconcile([charge], 'pending')).toEqual([]);
    for (const tx of payoutMovements(posting, { payoutId: 'payout-1', creatorId: 'creator-1', amount, from: 'pending', to: 'paid' }))
      await ledger.post(tx);
    expect(await reconcile([charge], 'paid')).toEqual([]);
  });

  it('lists a payout the provider paid that the ledger still has on its way, and a charge the ledger never booked, correcting nothing', async () => {
    const { reconcile } = await aWorld();
    const unbooked = { checkoutId: 'checkout-lost', amount: centsOf(12_300) };
    const mismatches = await reconcile([charge, unbooked], 'paid');
    expect(mismatches).toEqual([
      { subject: 'charge', reference: 'checkout-lost', providerCents: -12_300, ledgerCents: 0 },
      { subject: 'payoutOnItsWay', reference: 'payout-1', providerCents: 0, ledgerCents: 50_000 },
      { subject: 'payoutPaid', reference: 'payout-1', providerCents: 50_000, ledgerCents: 0 },
    ]);
    expect(await reconcile([charge, unbooked], 'paid')).toEqual(mismatches);
  });

  it('keeps every reconciliation with its mismatches, the latest for staff', async () => {
    const { reconcile, reconciliations } = await aWorld();
    await reconcile([], 'pending');
    const latest = await reconciliations.latest();
    expect(latest?.ranAt).toEqual(new Date('2026-12-02T03:00:00Z'));
    expect(latest?.mismatches).toEqual([{ subject: 'charge', reference: 'checkout-1', providerCents: 0, ledgerCents: -50_000 }]);
  });

  it('lists a refund the provider made that the ledger never booked, and one booked for another amount', async () => {
    const { ledger, reconcile } = await aWorld();
    await ledger.post(escrowHold(posting(), { runId: 'run-2', amount: centsOf(9_000) }));
    await ledger.post(refund(posting(), { refundId: 'quest-run-run-2', runId: 'run-2', companyId: 'company-1', amount: centsOf(9_000) }));
    expect(await reconcile([charge], 'pending', [{ refundId: 'quest-run-run-2', amount: centsOf(9_000) }])).toEqual([]);
    const provider = [
      { refundId: 'quest-run-run-2', amount: centsOf(4_000) },
      { refundId: 'stripe:re_9', amount: centsOf(700) },
    ];
    expect(await reconcile([charge], 'pending', provider)).toEqual([
      { subject: 'refund', reference: 'quest-run-run-2', providerCents: 4_000, ledgerCents: 9_000 },
      { subject: 'refund', reference: 'stripe:re_9', providerCents: 700, ledgerCents: 0 },
    ]);
  });

  it('does not report a payout that was paid between reading the provider and reading the ledger, and reports one still apart on a second read', async () => {
    const { ledger } = await aWorld();
    const reconciliations = new InMemoryReconciliations();
    let reads = 0;
    const providers = {
      charges: async () => [charge],
      refunds: async () => [],
      // The provider already says paid on the first read; the ledger books it just after.
      payouts: async () => {
        reads += 1;
        if (reads === 1)
          queueMicrotask(() => {
            for (const tx of payoutMovements(posting, {
              payoutId: 'payout-1',
              creatorId: 'creator-1',
              amount,
              from: 'pending',
              to: 'paid',
            }))
              void ledger.post(tx);
          });
        return [{ payoutId: 'payout-1', amount, status: 'paid' as const }];
      },
    };
    const clock = { now: () => new Date('2026-12-02T03:00:00Z') };
    const settled = await new ReconcileLedger({ ledger, reconciliations, clock, providers }).execute();
    expect(reads).toBe(2);
    expect(settled.mismatches).toEqual([]);

    const apart = await new ReconcileLedger({
      ledger,
      reconciliations,
      clock,
      providers: { ...providers, payouts: async () => [{ payoutId: 'payout-1', amount, status: 'pending' as const }] },
    }).execute();
    expect(apart.mismatches).toEqual([
      { subject: 'payoutOnItsWay', reference: 'payout-1', providerCents: 50_000, ledgerCents: 0 },
      { subject: 'payoutPaid', reference: 'payout-1', providerCents: 0, ledgerCents: 50_000 },
    ]);
  });
});
