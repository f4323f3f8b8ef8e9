import { describe, expect, it } from 'vitest';
import { centsOf } from '../../shared/money.ts';
import { payoutMachine } from '../../shared/payout-machine.ts';
import { PAYOUT_STATUSES } from '../../shared/payout.port.ts';
import { ledgerAccount as account } from '../domain/ledger-account.ts';
import { InMemoryLedger } from '../testing/in-memory-ledger.ts';
import { escrowHold, payoutMovements, releaseToPayable } from './money-movements.ts';

const posting = () => ({ id: globalThis.crypto.randomUUID(), postedAt: new Date('2026-12-01T10:00:00Z') });
const money = { payoutId: 'payout-1', creatorId: 'creator-1', amount: centsOf(25_000) };
/** Where the payout's money sits in each payout status: payable, on its way, paid. */
const WHERE = { none: [25_000, 0, 0], pending: [0, 25_000, 0], paid: [0, 0, 25_000], failed: [25_000, 0, 0] } as const;

async function after(statuses: ('none' | (typeof PAYOUT_STATUSES)[number])[]) {
  const ledger = new InMemoryLedger();
  await ledger.post(escrowHold(posting(), { runId: 'run-1', amount: money.amount }));
  await ledger.post(releaseToPayable(posting(), { runId: 'run-1', creatorId: 'creator-1', amount: money.amount }));
  for (const [i, to] of statuses.entries()) {
    const from = statuses[i - 1] ?? 'none';
    if (to === 'none') continue;
    for (const tx of payoutMovements(posting, { ...money, from, to })) expect(await ledger.post(tx)).toMatchObject({ ok: true });
  }
  return Promise.all(
    (['creatorPayable', 'creatorInTransit', 'creatorPaidOut'] as const).map((kind) => ledger.balance(account(kind, 'creator-1'))),
  );
}

describe('a payout’s money by its status', () => {
  it('follows every move of the payout machine: sent, paid, failed and returned back to payable, retried', async () => {
    for (const first of PAYOUT_STATUSES) {
      expect(await after(['none', first])).toEqual(WHERE[first]);
      for (const to of Object.values(payoutMachine.table[first] ?? {})) expect(await after(['none', first, to])).toEqual(WHERE[to]);
    }
  });

  it('moves nothing for a replayed report', async () => {
    expect(payoutMovements(posting, { ...money, from: 'paid', to: 'paid' })).toEqual([]);
    expect(payoutMovements(posting, { ...money, from: 'failed', to: 'failed' })).toEqual([]);
  });
});
