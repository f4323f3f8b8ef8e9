import type { PlanId } from '@lurkit/core/billing/domain/plan.ts';
import { ownerWithJoinedMember, signedInCompanyUser } from './accounts-world.ts';
import { sql } from './direct-db.ts';
import type { HttpClient } from './http-client.ts';
import type { TestApp } from './test-app.ts';

/** Presses a button of a sandbox provider's page (a checkout or a payout) at that path: `outcome` is the button's value. */
export const answerSandbox = (client: HttpClient, path: string, outcome: string) =>
  client.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}` });

/**
 * Puts a company on a paid plan as if its subscription had been bought, for tests of features the
 * Free plan locks (Insights). The plan flow itself is tested in billing.test.ts.
 */
export async function onPaidPlan(app: TestApp, companyName: string, plan: PlanId = 'pro'): Promise<void> {
  await sql(
    app.databaseUrl,
    `insert into company_subscription (company_id, plan, status, provider, customer_id, subscription_id, current_period_end, cancel_at_period_end, updated_at)
     select id, ?, 'active', 'sandbox', null, null, now() + interval '30 days', false, now() from company where name = ?
     on conflict (company_id) do update set plan = excluded.plan, status = 'active'`,
    [plan, companyName],
  );
}

/** A company owner, registered, signed in, and on a paid plan. */
export async function signedInCompanyOnPlan(app: TestApp, plan: PlanId = 'pro') {
  const company = await signedInCompanyUser(app);
  await onPaidPlan(app, company.input.companyName, plan);
  return company;
}

/** An owner and a joined member of a company on a paid plan. */
export async function ownerWithJoinedMemberOnPlan(app: TestApp, plan: PlanId = 'pro') {
  const world = await ownerWithJoinedMember(app);
  await onPaidPlan(app, world.owner.input.companyName, plan);
  return world;
}
