import { describe, expect, it } from 'vitest';
import { centsOf } from '../../shared/money.ts';
import type { PayoutStatus } from '../../shared/payout.port.ts';
import { InMemoryLedger } from '../testing/in-memory-ledger.ts';
import { cardCharge, escrowHold, payoutMovements, releaseToPayable } from '../ports/money-movements.ts';
import type { ProviderCharge } from '../ports/provider-records.port.ts';
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
  const reconcile = (charges: ProviderCharge[], payoutStatus: PayoutStatus) =>
    new ReconcileLedger({
      ledger,
      providers: { charges: async () => charges, payouts: async () => [{ payoutId: 'payout-1', amount, status: payoutStatus }] },
    }).execute();
  return { ledger, reconcile };
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
});
