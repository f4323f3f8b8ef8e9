import { describe, expect, it } from 'vitest';
import { centsOf } from '../../shared/money.ts';
import { HOUR_MS, addMs } from '../../shared/time.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { creatorAddress, questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { RecordPayment } from './record-payment.ts';

async function setup() {
  const deps = questsTestDeps();
  const first = aQuestRun().acceptedBy('COMPANY');
  const a = first.build();
  const companyId = a.companyId;
  // A cart of two accepted offers of one company: a short of $500.00 and a video of $123.45.
  const b = {
    ...aQuestRun({ terms: { amount: centsOf(12_345), contentType: 'Video' } })
      .acceptedBy('COMPANY')
      .build(),
    companyId,
  };
  const runs = [a, b];
  await seedQuests(deps, { runs });
  deps.clock.set(first.now);
  return { deps, companyId, runs, recordPayment: new RecordPayment(deps) };
}

describe('RecordPayment', () => {
  it('starts production on every run the payment covers, with deadlines counted from now', async () => {
    const { deps, companyId, runs, recordPayment } = await setup();
    deps.payments.add({ id: 'pay-1', status: 'succeeded', amount: centsOf(50_000 + 12_345) });

    const result = await recordPayment.execute({ companyId, runIds: runs.map((r) => r.id), paymentId: 'pay-1' });

    expect(result.ok).toBe(true);
    const now = deps.clock.now();
    expect(await deps.runs.findById(runs[0]?.id ?? '')).toMatchObject({
      status: 'CONTENTPRODUCTION',
      paymentId: 'pay-1',
      paidAt: now,
      dueAt: addMs(now, 48 * HOUR_MS),
    });
    expect(await deps.runs.findById(runs[1]?.id ?? '')).toMatchObject({ status: 'CONTENTPRODUCTION', dueAt: addMs(now, 72 * HOUR_MS) });
    expect(deps.events.recorded.map((e) => [e.companyId, e.kind, e.data.runId, e.data.paymentId, e.data.amountCents])).toEqual([
      [companyId, 'quest.paid', runs[0]?.id, 'pay-1', 50_000],
      [companyId, 'quest.paid', runs[1]?.id, 'pay-1', 12_345],
    ]);
  });

  it.each([
    ['a payment that has not succeeded', { status: 'requires_payment' as const, amount: 62_345 }, 'QUEST.PAYMENT_NOT_COMPLETED'],
    ['a payment 1 cent short', { status: 'succeeded' as const, amount: 62_344 }, 'QUEST.PAYMENT_AMOUNT_MISMATCH'],
    ['a payment 1 cent over', { status: 'succeeded' as const, amount: 62_346 }, 'QUEST.PAYMENT_AMOUNT_MISMATCH'],
  ])('refuses %s and changes no run', async (_name, payment, code) => {
    const { deps, companyId, runs, recordPayment } = await setup();
    deps.payments.add({ id: 'pay-1', ...payment, amount: centsOf(payment.amount) });

    const result = await recordPayment.execute({ companyId, runIds: runs.map((r) => r.id), paymentId: 'pay-1' });

    expect(!result.ok && result.error.code).toBe(code);
    for (const run of runs) expect((await deps.runs.findById(run.id))?.status).toBe('PENDING_PAYMENT');
    expect(deps.events.recorded).toEqual([]);
  });

  it('refuses an unknown payment and an empty list of runs', async () => {
    const { deps, companyId, recordPayment } = await setup();
    deps.payments.add({ id: 'pay-0', status: 'succeeded', amount: centsOf(0) });

    const unknown = await recordPayment.execute({ companyId, runIds: [], paymentId: 'nope' });
    const empty = await recordPayment.execute({ companyId, runIds: [], paymentId: 'pay-0' });

    expect(!unknown.ok && unknown.error.code).toBe('QUEST.PAYMENT_NOT_COMPLETED');
    expect(!empty.ok && empty.error.code).toBe('QUEST.PAYMENT_AMOUNT_MISMATCH');
  });

  it('pays nothing when one run is past its payment time', async () => {
    const { deps, companyId, runs, recordPayment } = await setup();
    deps.payments.add({ id: 'pay-1', status: 'succeeded', amount: centsOf(62_345) });
    deps.clock.set(runs[1]?.dueAt ?? deps.clock.now());

    const result = await recordPayment.execute({ companyId, runIds: runs.map((r) => r.id), paymentId: 'pay-1' });

    expect(!result.ok && result.error.code).toBe('QUEST.DEADLINE_PASSED');
    expect((await deps.runs.findById(runs[0]?.id ?? ''))?.status).toBe('PENDING_PAYMENT');
  });

  it('refuses runs of another company and runs not awaiting payment', async () => {
    const { deps, runs, companyId, recordPayment } = await setup();
    const unaccepted = aQuestRun().build();
    await seedQuests(deps, { runs: [{ ...unaccepted, companyId }] });
    deps.payments.add({ id: 'pay-1', status: 'succeeded', amount: centsOf(50_000) });

    const stranger = await recordPayment.execute({ companyId: 'other', runIds: [runs[0]?.id ?? ''], paymentId: 'pay-1' });
    const early = await recordPayment.execute({ companyId, runIds: [unaccepted.id], paymentId: 'pay-1' });

    expect(!stranger.ok && stranger.error.code).toBe('QUEST.NOT_PARTY');
    expect(!early.ok && early.error.code).toBe('STATE.TRANSITION_NOT_ALLOWED');
  });
});

describe('RecordPayment notifications', () => {
  it('tells each paid run’s creator once to start producing, linking their quest log', async () => {
    const { deps, companyId, runs, recordPayment } = await setup();
    deps.payments.add({ id: 'pay-1', status: 'succeeded', amount: centsOf(50_000 + 12_345) });
    await recordPayment.execute({ companyId, runIds: runs.map((r) => r.id), paymentId: 'pay-1' });
    expect(deps.mailer.sent.map((m) => [m.to, m.notification])).toEqual(
      runs.map((r) => [creatorAddress(r.creatorId), { kind: 'campaignUpdates', path: `/campaigns/quests/${r.questId}/${r.id}` }]),
    );
  });

  it('tells nobody when the payment does not fit', async () => {
    const { deps, companyId, runs, recordPayment } = await setup();
    deps.payments.add({ id: 'pay-1', status: 'succeeded', amount: centsOf(1) });
    await recordPayment.execute({ companyId, runIds: runs.map((r) => r.id), paymentId: 'pay-1' });
    expect(deps.mailer.sent).toEqual([]);
  });
});
