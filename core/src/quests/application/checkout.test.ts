import { describe, expect, it } from 'vitest';
import { aQuest } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { ledgerAccount } from '../../ledger/ports/money-movements.ts';
import { CompleteCheckout } from './complete-checkout.ts';
import { StartCheckout } from './start-checkout.ts';

async function setup() {
  const deps = questsTestDeps();
  const quest = aQuest().build();
  const accepted = [aQuestRun({ quest }).acceptedBy().build(), aQuestRun({ quest }).acceptedBy().build()];
  const stillBidding = aQuestRun({ quest }).build();
  await seedQuests(deps, { quests: [quest], runs: [...accepted, stillBidding] });
  deps.clock.set(accepted[1]?.updatedAt ?? new Date());
  const start = () => new StartCheckout(deps).execute({ companyId: quest.companyId, appUrl: 'https://app.example.com' });
  return { deps, quest, accepted, stillBidding, start };
}

describe('StartCheckout', () => {
  it('opens one checkout for every accepted offer awaiting payment, for their total', async () => {
    const { deps, accepted, start } = await setup();
    const result = await start();
    expect(result.ok && result.value).toMatchObject({
      status: 'open',
      total: 100_000,
      lines: [{ runId: accepted[0]?.id }, { runId: accepted[1]?.id }],
    });
    expect(deps.payments.checkouts.size).toBe(1);
  });

  it('hands back the same checkout when Pay is pressed twice, so the company is charged once', async () => {
    const { deps, start } = await setup();
    const first = await start();
    const second = await start();
    expect(first.ok && second.ok && second.value.id).toBe(first.ok && first.value.id);
    expect(deps.payments.checkouts.size).toBe(1);
  });

  it('refuses an empty cart', async () => {
    const deps = questsTestDeps();
    const result = await new StartCheckout(deps).execute({ companyId: 'company-1', appUrl: 'https://app.example.com' });
    expect(!result.ok && result.error.code).toBe('QUEST.CART_EMPTY');
  });
});

describe('CompleteCheckout', () => {
  it('starts content production on every line once the provider says the payment succeeded, and a replay changes nothing', async () => {
    const { deps, accepted, start } = await setup();
    const started = await start();
    if (!started.ok || !started.value.providerPaymentId) throw new Error('no checkout');
    const providerPaymentId = started.value.providerPaymentId;
    deps.payments.settle(providerPaymentId, 'succeeded');
    const complete = () => new CompleteCheckout(deps).execute({ provider: 'fake', providerPaymentId });
    expect((await complete()).ok && (await deps.checkouts.findById(started.value.id))?.status).toBe('paid');
    for (const run of accepted) expect((await deps.runs.findById(run.id))?.status).toBe('CONTENTPRODUCTION');
    const before = await deps.runs.findById(accepted[0]?.id ?? '');
    await complete();
    expect(await deps.runs.findById(accepted[0]?.id ?? '')).toEqual(before);
  });

  it('ignores a later event that would move a paid checkout backwards: the runs and the money stay as they are', async () => {
    const { deps, accepted, start } = await setup();
    const started = await start();
    if (!started.ok || !started.value.providerPaymentId) throw new Error('no checkout');
    const providerPaymentId = started.value.providerPaymentId;
    const complete = () => new CompleteCheckout(deps).execute({ provider: 'fake', providerPaymentId });
    deps.payments.settle(providerPaymentId, 'succeeded');
    await complete();
    const cash = ledgerAccount('companyCash', started.value.companyId);
    const paidRuns = await Promise.all(accepted.map((r) => deps.runs.findById(r.id)));
    const charged = await deps.ledger.balance(cash);
    for (const late of ['failed', 'canceled', 'requires_payment'] as const) {
      deps.payments.settle(providerPaymentId, late);
      const answer = await complete();
      expect(answer.ok && answer.value.status).toBe('paid');
    }
    expect((await deps.checkouts.findById(started.value.id))?.status).toBe('paid');
    expect(await Promise.all(accepted.map((r) => deps.runs.findById(r.id)))).toEqual(paidRuns);
    expect(await deps.ledger.balance(cash)).toBe(charged);
    expect(charged).toBe(-100_000);
  });

  it('records a failed payment with its reason and leaves the offers in the cart', async () => {
    const { deps, accepted, start } = await setup();
    const started = await start();
    if (!started.ok || !started.value.providerPaymentId) throw new Error('no checkout');
    deps.payments.settle(started.value.providerPaymentId, 'failed');
    const result = await new CompleteCheckout(deps).execute({ provider: 'fake', providerPaymentId: started.value.providerPaymentId });
    expect(result.ok && result.value).toMatchObject({ status: 'failed', failureReason: 'The card was declined.' });
    expect((await deps.runs.findById(accepted[0]?.id ?? ''))?.status).toBe('PENDING_PAYMENT');
  });

  it('leaves an abandoned checkout as abandoned and a payment still open untouched', async () => {
    const { deps, start } = await setup();
    const started = await start();
    if (!started.ok || !started.value.providerPaymentId) throw new Error('no checkout');
    const id = started.value.providerPaymentId;
    expect((await new CompleteCheckout(deps).execute({ provider: 'fake', providerPaymentId: id })).ok).toBe(true);
    expect((await deps.checkouts.findById(started.value.id))?.status).toBe('open');
    deps.payments.settle(id, 'canceled');
    await new CompleteCheckout(deps).execute({ provider: 'fake', providerPaymentId: id });
    expect((await deps.checkouts.findById(started.value.id))?.status).toBe('abandoned');
  });
});
