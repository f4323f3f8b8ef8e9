import { describe, expect, it } from 'vitest';
import { ownerWithJoinedMember } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { answerSandbox } from '../testing/billing-world.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { useTestApp } from '../testing/test-app.ts';
import {
  INVITE_MEMBER,
  BILLING_INVOICES,
  BILLING_OVERVIEW,
  BILLING_STATEMENTS,
  CANCEL_PLAN,
  CHOOSE_PLAN,
  INSIGHTS_CREATORS,
  START_PAYMENT_UPDATE,
} from './operations.ts';

const app = useTestApp();

const exportCsv = (client: HttpClient) =>
  client.request('/api/insights/export', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lurkit-upload': '1' },
    body: JSON.stringify({ platform: 'twitch' }),
  });

async function subscriptionIdOf(companyId: string) {
  const [row] = await sql<{ subscription_id: string }>(
    app.databaseUrl,
    'select subscription_id from company_subscription where company_id = ?',
    [companyId],
  );
  return row!.subscription_id;
}

describe('plans and billing through the sandbox provider', () => {
  it('locks Insights on Free, sells a plan through the hosted checkout, and opens it once paid', async () => {
    const { owner, member, companyId } = await ownerWithJoinedMember(app);
    expect((await member.client.op(BILLING_OVERVIEW)).data?.billingOverview).toMatchObject({
      plan: 'free',
      memberCount: 2,
      memberLimit: 10,
      features: [],
      viewerIsOwner: false,
    });
    const locked = await member.client.op(INSIGHTS_CREATORS, {});
    expect(locked.errors[0]).toMatchObject({ message: 'Upgrade to unlock Insights.', extensions: { code: 'PLAN.UPGRADE_REQUIRED' } });
    const lockedExport = await exportCsv(member.client);
    expect(lockedExport.status).toBe(403);
    expect(await lockedExport.json()).toMatchObject({ code: 'PLAN.UPGRADE_REQUIRED', message: 'Upgrade to unlock Insights exports.' });

    const byMember = await member.client.op(CHOOSE_PLAN, { plan: 'pro' });
    expect(byMember.data).toBeNull();
    const unknown = await owner.client.op(CHOOSE_PLAN, { plan: 'gold' });
    expect(unknown.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'plan' });

    const first = (await owner.client.op(CHOOSE_PLAN, { plan: 'pro' })).data!.choosePlan;
    const again = (await owner.client.op(CHOOSE_PLAN, { plan: 'pro' })).data!.choosePlan;
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    const checkoutPath = new URL(first.checkoutUrl!).pathname;
    expect(checkoutPath).toMatch(/^\/dev\/checkout\/sbx_pay_/);
    const page = await (await owner.client.request(checkoutPath)).text();
    expect(page).toContain('Pro plan, billed monthly');
    expect(page).toContain('$499.00');
    expect((await answerSandbox(owner.client, checkoutPath, 'pay')).status).toBe(303);

    expect((await member.client.op(BILLING_OVERVIEW)).data?.billingOverview).toMatchObject({
      plan: 'pro',
      status: 'active',
      memberLimit: 25,
    });
    expect((await member.client.op(INSIGHTS_CREATORS, {})).errors).toEqual([]);
    const invoices = (await member.client.op(BILLING_INVOICES)).data!.billingInvoices;
    expect(invoices).toMatchObject([{ description: 'Pro plan, monthly', amount: { cents: 49_900, currency: 'USD' }, status: 'paid' }]);
    const pdf = await member.client.request(invoices[0]!.pdfPath);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const statements = (await member.client.op(BILLING_STATEMENTS)).data!.billingStatements;
    expect(statements[0]).toMatchObject({ total: { cents: 49_900 }, lines: [{ kind: 'PLAN', amount: { cents: 49_900 } }] });
    const statementPdf = await member.client.request(statements[0]!.pdfPath);
    expect(statementPdf.status).toBe(200);
    expect((await member.client.request('/api/billing/statements/1999-01.pdf')).status).toBe(404);
    expect(companyId).toBeTruthy();
  });

  it('raises the member limit with the plan: an eleventh seat is refused on Free and granted on Pro', async () => {
    const { owner, companyId } = await ownerWithJoinedMember(app);
    // Eight more members straight into the tables: 10 of Free's 10 seats taken.
    for (let i = 0; i < 8; i += 1) {
      const id = globalThis.crypto.randomUUID();
      const short = id.replace(/-/g, '').slice(0, 16);
      await sql(
        app.databaseUrl,
        `insert into user_account (id, username, display_name, email, password_hash, user_type, status, failed_sign_in_attempts, is_staff, created_at)
         values (?, ?, ?, ?, 'x', 'Company', 'active', 0, false, now())`,
        [id, `seat${short}`, `Seat${short}`, `seat${short}@example.com`],
      );
      await sql(
        app.databaseUrl,
        `insert into company_member (company_id, user_id, is_owner, title, joined_at) values (?, ?, false, null, now())`,
        [companyId, id],
      );
    }
    expect((await owner.client.op(BILLING_OVERVIEW)).data?.billingOverview).toMatchObject({
      plan: 'free',
      memberCount: 10,
      memberLimit: 10,
    });
    const refused = await owner.client.op(INVITE_MEMBER, { email: 'eleventh-seat@example.com' });
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'COMPANY.MEMBER_LIMIT' });

    const checkout = (await owner.client.op(CHOOSE_PLAN, { plan: 'pro' })).data!.choosePlan;
    expect((await answerSandbox(owner.client, new URL(checkout.checkoutUrl!).pathname, 'pay')).status).toBe(303);
    expect((await owner.client.op(BILLING_OVERVIEW)).data?.billingOverview).toMatchObject({
      plan: 'pro',
      memberCount: 10,
      memberLimit: 25,
    });
    const granted = await owner.client.op(INVITE_MEMBER, { email: 'eleventh-seat@example.com' });
    expect(granted.errors).toEqual([]);
  });

  it('shows payment failed after a declined renewal until the card is replaced; upgrades, cancels, and ends on Free', async () => {
    const { owner, companyId } = await ownerWithJoinedMember(app);
    const checkout = (await owner.client.op(CHOOSE_PLAN, { plan: 'pro' })).data!.choosePlan.checkoutUrl!;
    await answerSandbox(owner.client, new URL(checkout).pathname, 'pay');
    const subscriptionId = await subscriptionIdOf(companyId);

    expect((await answerSandbox(owner.client, `/dev/billing/${subscriptionId}`, 'failed')).status).toBe(303);
    expect((await owner.client.op(BILLING_OVERVIEW)).data?.billingOverview).toMatchObject({
      plan: 'pro',
      status: 'past_due',
      paymentFailed: true,
    });
    expect((await owner.client.op(BILLING_INVOICES)).data!.billingInvoices.map((i) => i.status)).toEqual(['failed', 'paid']);
    const update = (await owner.client.op(START_PAYMENT_UPDATE)).data!.startPaymentUpdate;
    expect(update).toContain('/dev/billing');
    await answerSandbox(owner.client, `/dev/billing/${subscriptionId}`, 'paid');
    expect((await owner.client.op(BILLING_OVERVIEW)).data?.billingOverview).toMatchObject({ status: 'active', paymentFailed: false });
    expect((await owner.client.op(BILLING_INVOICES)).data!.billingInvoices.map((i) => i.status)).toEqual(['paid', 'paid']);

    const up = (await owner.client.op(CHOOSE_PLAN, { plan: 'enterprise' })).data!.choosePlan;
    expect(up).toMatchObject({ checkoutUrl: null, overview: { plan: 'enterprise', memberLimit: 100 } });
    const canceled = (await owner.client.op(CANCEL_PLAN)).data!.cancelPlan;
    expect(canceled).toMatchObject({ plan: 'enterprise', cancelAtPeriodEnd: true });
    await answerSandbox(owner.client, `/dev/billing/${subscriptionId}`, 'paid');
    expect((await owner.client.op(BILLING_OVERVIEW)).data?.billingOverview).toMatchObject({
      plan: 'free',
      status: 'canceled',
      memberLimit: 10,
    });
    expect((await owner.client.op(CANCEL_PLAN)).errors[0]?.extensions?.code).toBe('BILLING.NO_PAID_PLAN');
  });
});
