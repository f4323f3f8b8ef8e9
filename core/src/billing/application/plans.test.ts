import { describe, expect, it } from 'vitest';
import type { Cents } from '../../shared/money.ts';
import { billingTestDeps, COMPANY, MEMBER, OTHER_COMPANY, OWNER, STRANGER } from '../testing/billing-test-deps.ts';
import { CancelPlan, StartPaymentUpdate } from './cancel-plan.ts';
import { CheckPlanFeature, memberLimitOf } from './check-plan-feature.ts';
import { ChoosePlan } from './choose-plan.ts';
import { CompletePlanCheckout, SyncCustomerBilling } from './complete-plan-checkout.ts';
import { GetBillingOverview } from './get-billing-overview.ts';
import { GetInvoiceDocument, ListInvoices, ListStatements } from './invoices.ts';

async function onPro() {
  const world = billingTestDeps();
  const chosen = await new ChoosePlan(world.deps).execute({ actorUserId: OWNER, plan: 'pro' });
  if (!chosen.ok || chosen.value.kind !== 'checkout') throw new Error('expected a checkout');
  const [checkout] = [...world.gateway.checkouts.values()];
  world.gateway.complete(checkout!.id);
  await new CompletePlanCheckout(world.deps).execute({ checkoutId: checkout!.id });
  return world;
}

describe('plans', () => {
  it('starts on Free: Insights locked with Upgrade to unlock, 10 seats', async () => {
    const { deps } = billingTestDeps();
    const overview = await new GetBillingOverview(deps).execute({ actorUserId: MEMBER });
    expect(overview.ok && overview.value).toMatchObject({
      plan: 'free',
      memberLimit: 10,
      features: [],
      paymentFailed: false,
      viewerIsOwner: false,
    });
    const locked = await new CheckPlanFeature(deps).execute({ companyId: COMPANY, feature: 'insights' });
    expect(!locked.ok && locked.error).toMatchObject({
      code: 'PLAN.UPGRADE_REQUIRED',
      message: 'Upgrade to unlock Insights.',
      plan: 'pro',
    });
  });

  it('sends the owner to the hosted checkout, the same page on a double click, and opens the plan once paid', async () => {
    const { deps, gateway } = billingTestDeps();
    const first = await new ChoosePlan(deps).execute({ actorUserId: OWNER, plan: 'pro' });
    const again = await new ChoosePlan(deps).execute({ actorUserId: OWNER, plan: 'pro' });
    expect(first.ok && first.value).toEqual({ kind: 'checkout', checkoutUrl: 'https://pay.example/chk_1' });
    expect(again).toEqual(first);
    // Not paid yet: the webhook's hint changes nothing.
    expect(await new CompletePlanCheckout(deps).execute({ checkoutId: 'chk_1' })).toBeNull();
    expect(await memberLimitOf(deps, COMPANY)).toBe(10);
    gateway.complete('chk_1');
    expect(await new CompletePlanCheckout(deps).execute({ checkoutId: 'chk_1' })).toEqual({ companyId: COMPANY });
    expect(await new CompletePlanCheckout(deps).execute({ checkoutId: 'chk_1' })).toEqual({ companyId: COMPANY });
    expect((await new CheckPlanFeature(deps).execute({ companyId: COMPANY, feature: 'insightsExports' })).ok).toBe(true);
    expect(await memberLimitOf(deps, COMPANY)).toBe(25);
    const invoices = await new ListInvoices(deps).execute({ actorUserId: MEMBER });
    expect(invoices.ok && invoices.value.map((i) => [i.description, i.amount, i.status])).toEqual([['Pro plan', 49_900, 'paid']]);
  });

  it('upgrades and downgrades at once, and cancels at the period end', async () => {
    const { deps, gateway } = await onPro();
    const up = await new ChoosePlan(deps).execute({ actorUserId: OWNER, plan: 'enterprise' });
    expect(up.ok && up.value.kind === 'changed' && up.value.overview).toMatchObject({ plan: 'enterprise', memberLimit: 100 });
    const down = await new ChoosePlan(deps).execute({ actorUserId: OWNER, plan: 'pro' });
    expect(down.ok && down.value.kind === 'changed' && down.value.overview.plan).toBe('pro');
    const same = await new ChoosePlan(deps).execute({ actorUserId: OWNER, plan: 'pro' });
    expect(!same.ok && same.error.code).toBe('BILLING.ALREADY_ON_PLAN');
    const canceled = await new CancelPlan(deps).execute({ actorUserId: OWNER });
    expect(canceled.ok && canceled.value).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
    expect(gateway.idempotencyKeys.every((key) => key.length > 0)).toBe(true);
    // Checkout, two changes and a cancel: each its own key.
    expect(new Set(gateway.idempotencyKeys).size).toBe(4);
    const twice = await new CancelPlan(deps).execute({ actorUserId: OWNER });
    expect(!twice.ok && twice.error.code).toBe('BILLING.NO_PAID_PLAN');
    // Choosing the plan again takes the cancellation back.
    const resumed = await new ChoosePlan(deps).execute({ actorUserId: OWNER, plan: 'pro' });
    expect(resumed.ok && resumed.value.kind === 'changed' && resumed.value.overview.cancelAtPeriodEnd).toBe(false);
  });

  it('shows the payment-failed state after a failed renewal and offers the card update', async () => {
    const { deps, gateway } = await onPro();
    gateway.failRenewal('sub_1');
    expect(await new SyncCustomerBilling(deps).execute({ customerId: 'cus_1' })).toBe(true);
    expect(await new SyncCustomerBilling(deps).execute({ customerId: 'cus_unknown' })).toBe(false);
    const overview = await new GetBillingOverview(deps).execute({ actorUserId: OWNER });
    expect(overview.ok && overview.value).toMatchObject({ plan: 'pro', status: 'past_due', paymentFailed: true });
    const url = await new StartPaymentUpdate(deps).execute({ actorUserId: OWNER });
    expect(url.ok && url.value).toBe('https://pay.example/update/cus_1');
    const invoices = await new ListInvoices(deps).execute({ actorUserId: OWNER });
    expect(invoices.ok && invoices.value.map((i) => i.status)).toEqual(['failed', 'paid']);
  });

  it('charges each paid plan invoice in the ledger once and numbers it in our gapless invoice series', async () => {
    const { deps, gateway } = await onPro();
    gateway.renew('sub_1');
    gateway.failRenewal('sub_1');
    // Replayed and out-of-order events sync the same invoices again.
    await new SyncCustomerBilling(deps).execute({ customerId: 'cus_1' });
    await new SyncCustomerBilling(deps).execute({ customerId: 'cus_1' });
    const documents = await deps.documents.listByCompany(COMPANY, 10);
    expect(documents.map((d) => [d.number, d.source.kind, d.lines[0]?.amount])).toEqual([
      ['INV-000002', 'planInvoice', 49_900],
      ['INV-000001', 'planInvoice', 49_900],
    ]);
    const invoices = await new ListInvoices(deps).execute({ actorUserId: OWNER });
    expect(invoices.ok && invoices.value.map((i) => [i.status, i.number.startsWith('INV-') ? i.number : 'provider'])).toEqual([
      ['failed', 'provider'],
      ['paid', 'INV-000002'],
      ['paid', 'INV-000001'],
    ]);
    expect(await deps.ledger.balance(`companyCash:${COMPANY}`)).toBe(-2 * 49_900);
    expect(await deps.ledger.balance('planRevenue:platform')).toBe(2 * 49_900);
    const charges = await deps.ledger.linesOf('planRevenue:platform');
    expect(charges.map((l) => l.transactionId).sort()).toEqual(documents.map((d) => d.ledgerTransactionId).sort());
  });

  it('refuses members who are not the owner, unknown plans, and plans too small for the members', async () => {
    const { deps } = billingTestDeps(30);
    const member = await new ChoosePlan(deps).execute({ actorUserId: MEMBER, plan: 'pro' });
    expect(!member.ok && member.error.code).toBe('BILLING.NOT_OWNER');
    const unknown = await new ChoosePlan(deps).execute({ actorUserId: OWNER, plan: 'gold' });
    expect(!unknown.ok && unknown.error).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'plan' });
    const small = await new ChoosePlan(deps).execute({ actorUserId: OWNER, plan: 'pro' });
    expect(!small.ok && small.error).toMatchObject({ code: 'BILLING.PLAN_TOO_SMALL', field: 'plan', memberLimit: 25 });
    const outsider = await new GetBillingOverview(deps).execute({ actorUserId: '00000000-0000-4000-8000-0000000000ff' });
    expect(!outsider.ok && outsider.error.code).toBe('BILLING.NOT_COMPANY_MEMBER');
  });
});

describe('invoices and statements', () => {
  it("answers another company's invoice as not found", async () => {
    const { deps } = await onPro();
    const invoices = await new ListInvoices(deps).execute({ actorUserId: OWNER });
    const invoiceId = invoices.ok ? invoices.value[0]!.id : '';
    const own = await new GetInvoiceDocument(deps).execute({ actorUserId: MEMBER, invoiceId });
    expect(own.ok && own.value).toMatchObject({ companyName: 'Acme Games', invoice: { id: invoiceId } });
    const other = await new GetInvoiceDocument(deps).execute({ actorUserId: STRANGER, invoiceId });
    expect(!other.ok && other.error.code).toBe('BILLING.INVOICE_NOT_FOUND');
    expect(OTHER_COMPANY).not.toBe(COMPANY);
  });

  it('groups paid plan invoices and Quest payments by Stockholm month, newest month first', async () => {
    const { deps, directory } = await onPro();
    directory.questCharges.set(COMPANY, [
      // 23:30 UTC on the last of February is already March in Stockholm.
      { id: 'q1', paidAt: new Date('2026-02-28T23:30:00Z'), amount: 42_000 as Cents, description: 'Quest payment' },
      { id: 'q0', paidAt: new Date('2026-02-10T12:00:00Z'), amount: 1_000 as Cents, description: 'Quest payment' },
    ]);
    const statements = await new ListStatements(deps).execute({ actorUserId: OWNER });
    expect(statements.ok && statements.value.map((s) => [s.month, s.lines.map((l) => l.kind), s.total])).toEqual([
      ['2026-03', ['QUEST', 'PLAN'], 91_900],
      ['2026-02', ['QUEST'], 1_000],
    ]);
  });
});
