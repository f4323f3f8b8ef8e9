import { describe, expect, it } from 'vitest';
import { ledgerAccount as account, type LedgerAccount } from '../../ledger/ports/money-movements.ts';
import type { LedgerPort } from '../../ledger/ports/ledger.port.ts';
import { aQuest } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests, type QuestsTestDeps } from '../testing/quests-test-deps.ts';
import { CompleteCheckout } from './complete-checkout.ts';
import { GetCreatorWallet } from './get-creator-wallet.ts';
import { PayOutRun } from './pay-out-run.ts';
import { RecordPayoutMove, RetryFailedPayouts } from './payout-failures.ts';
import { DecideQuestDispute, OpenQuestDispute } from './quest-disputes.ts';
import { ReviewContent } from './review-content.ts';
import { StartCheckout } from './start-checkout.ts';

/** Every transaction touching these accounts sums to zero, and the accounts' balances as named. */
async function books(ledger: LedgerPort, accounts: Record<string, LedgerAccount>): Promise<Record<string, number>> {
  const balances: Record<string, number> = {};
  for (const [name, acc] of Object.entries(accounts)) {
    for (const line of await ledger.linesOf(acc)) {
      const tx = await ledger.transaction(line.transactionId);
      expect(tx?.entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    }
    balances[name] = await ledger.balance(acc);
  }
  return balances;
}

const creatorBooks = (deps: QuestsTestDeps, creatorId: string) =>
  books(deps.ledger, {
    payable: account('creatorPayable', creatorId),
    onItsWay: account('creatorInTransit', creatorId),
    paid: account('creatorPaidOut', creatorId),
  });

async function paidCart() {
  const deps = questsTestDeps();
  const quest = aQuest().build();
  const runs = [aQuestRun({ quest }).acceptedBy().build(), aQuestRun({ quest }).acceptedBy().build()];
  await seedQuests(deps, { quests: [quest], runs });
  const started = await new StartCheckout(deps).execute({ companyId: quest.companyId, appUrl: 'https://app.example.com' });
  if (!started.ok || !started.value.providerPaymentId) throw new Error('no checkout');
  const providerPaymentId = started.value.providerPaymentId;
  deps.payments.settle(providerPaymentId, 'succeeded');
  const complete = () => new CompleteCheckout(deps).execute({ provider: 'fake', providerPaymentId });
  await complete();
  return { deps, quest, runs, complete, checkout: started.value };
}

describe('the money of a Quest, in the ledger', () => {
  it('holds a paid cart in escrow per run, charged to the company once however often the provider reports it', async () => {
    const { deps, quest, runs, complete, checkout } = await paidCart();
    await complete();
    const [first, second] = runs;
    expect(await new GetCreatorWallet(deps).execute({ creatorId: first!.creatorId })).toMatchObject({ inEscrow: 50_000, payable: 0 });
    const balances = await books(deps.ledger, {
      company: account('companyCash', quest.companyId),
      clearing: account('providerClearing'),
      first: account('escrow', first?.id),
      second: account('escrow', second?.id),
    });
    expect(balances).toEqual({ company: -checkout.total, clearing: 0, first: 50_000, second: 50_000 });
    expect(await deps.ledger.linesOf(account('companyCash', quest.companyId))).toEqual([
      expect.objectContaining({ cause: 'cardCharge', reference: checkout.id, amountCents: -100_000 }),
    ]);
  });

  it('releases the escrow to the creator on approval, sends it on payout, and a failed payout is payable again until the retry is paid', async () => {
    const deps = questsTestDeps();
    // A stream in a publishing window needs no public listing, so approval alone releases it.
    const quest = aQuest().withEmbargoAt(new Date('2030-01-01T10:00:00Z')).build();
    const run = aQuestRun({ quest, terms: { contentType: 'Stream' } })
      .paid()
      .submitted()
      .build();
    await seedQuests(deps, { runs: [run] });
    expect(await deps.ledger.balance(account('escrow', run.id))).toBe(50_000);
    const approved = await new ReviewContent(deps).execute({ companyId: run.companyId, runId: run.id, decision: 'approve' });
    expect(approved.ok && approved.value.status).toBe('PAYOUT');
    expect(await deps.ledger.balance(account('escrow', run.id))).toBe(0);
    expect(await creatorBooks(deps, run.creatorId)).toEqual({ payable: 50_000, onItsWay: 0, paid: 0 });

    await new PayOutRun(deps).execute({ runId: run.id });
    expect(await creatorBooks(deps, run.creatorId)).toEqual({ payable: 0, onItsWay: 50_000, paid: 0 });

    const failed = deps.payouts.fail(run.id, 'Account closed');
    if (failed) await new RecordPayoutMove(deps).execute(failed);
    expect(await creatorBooks(deps, run.creatorId)).toEqual({ payable: 50_000, onItsWay: 0, paid: 0 });
    expect(deps.mailer.last()?.subject).toBe('Your Quest payout failed');

    await new RetryFailedPayouts(deps).execute({ creatorId: run.creatorId });
    await new RetryFailedPayouts(deps).execute({ creatorId: run.creatorId });
    expect(await creatorBooks(deps, run.creatorId)).toEqual({ payable: 0, onItsWay: 50_000, paid: 0 });

    const paid = deps.payouts.report(run.id, 'paid');
    if (paid) await new RecordPayoutMove(deps).execute(paid);
    expect(await creatorBooks(deps, run.creatorId)).toEqual({ payable: 0, onItsWay: 0, paid: 50_000 });
    expect(await new GetCreatorWallet(deps).execute({ creatorId: run.creatorId })).toEqual({
      inEscrow: 0,
      payable: 0,
      onItsWay: 0,
      paid: 50_000,
    });
  });

  it('leaves the money payable when the provider fails the payout at once', async () => {
    const deps = questsTestDeps();
    const run = aQuestRun().counteredBy('COMPANY', 45_600).acceptedBy('CREATOR').paid().submitted().inPayout().build();
    await seedQuests(deps, { runs: [run] });
    deps.payouts.failNext();
    expect(await new PayOutRun(deps).execute({ runId: run.id })).toMatchObject({ ok: false });
    expect(await creatorBooks(deps, run.creatorId)).toEqual({ payable: 45_600, onItsWay: 0, paid: 0 });
  });

  it.each([
    ['under review', aQuestRun().paid().submitted()],
    ['released to the creator', aQuestRun().paid().submitted().inPayout()],
  ])('refunds a disputed run %s to the company from its escrow', async (_state, build) => {
    const deps = questsTestDeps();
    const run = build.build();
    await seedQuests(deps, { runs: [run] });
    const opened = await new OpenQuestDispute(deps).execute({
      actor: { party: 'COMPANY', companyId: run.companyId },
      userId: 'company-user',
      runId: run.id,
      reason: 'The stream showed another game for the whole hour.',
    });
    expect(opened.ok).toBe(true);
    const decided = await new DecideQuestDispute(deps).execute({ runId: run.id, decision: 'refund', note: 'Refunded.' });
    expect(decided.ok && decided.value.status).toBe('REFUNDED');
    const balances = await books(deps.ledger, {
      escrow: account('escrow', run.id),
      refunded: account('refunds', run.companyId),
      payable: account('creatorPayable', run.creatorId),
    });
    expect(balances).toEqual({ escrow: 0, refunded: 50_000, payable: 0 });
    expect(await deps.ledger.linesOf(account('refunds', run.companyId))).toEqual([
      expect.objectContaining({ cause: 'refund', reference: `quest-run-${run.id}` }),
    ]);
  });
});
