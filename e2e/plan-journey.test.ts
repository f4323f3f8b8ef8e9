import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { useJourneyApp } from './support/journey-app.ts';

/**
 * Plans: a company on Free finds Insights locked in the page and on the server, buys Pro
 * through the sandbox's hosted checkout, and finds Insights open, with the plan's first invoice listed.
 */

const journey = useJourneyApp();

const signedIn = journey.signedIn;

/** What the server answers this page's session for the insights overview, whatever the page shows. */
const insightsCode = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/gql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ insightsExportQuota { remaining } }' }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    return body.errors?.[0]?.extensions?.code ?? 'OK';
  });

it('a company on Free upgrades to Pro through the hosted checkout, and Insights opens', async () => {
  // The owner of a verified demo company with no subscription: on Free.
  const [free] = await sql<{ username: string; name: string }>(
    journey.database.url,
    `select u.username, c.name from company c
       join company_member m on m.company_id = c.id and m.is_owner
       join user_account u on u.id = m.user_id
      where c.is_verified and not exists (select 1 from company_subscription s where s.company_id = c.id)
      order by c.name limit 1`,
  );
  expect(free).toBeDefined();
  const company = await signedIn(free!.username);

  await company.goto('/insights/overview');
  await company.getByRole('heading', { name: 'Upgrade to unlock Insights' }).waitFor();
  expect(await insightsCode(company)).toBe('PLAN.UPGRADE_REQUIRED');

  await company.getByRole('link', { name: 'See plans' }).click();
  await company.waitForURL('**/company/settings/plan');
  await expect.poll(() => company.getByText('Current plan').locator('xpath=following-sibling::dd[1]').textContent()).toBe('Free');
  await company.getByRole('button', { name: 'Choose Pro' }).click();
  await company.waitForURL('**/dev/checkout/**');
  await company.getByRole('button', { name: /^Pay \$/ }).click();
  await company.waitForURL('**/company/settings/plan**');
  await company.getByText('Thank you: your plan starts as soon as the payment is confirmed.').waitFor();
  await expect
    .poll(
      async () => {
        await company.reload();
        return company.getByText('Current plan').locator('xpath=following-sibling::dd[1]').textContent();
      },
      { interval: 1_000 },
    )
    .toBe('Pro');

  expect(await insightsCode(company)).toBe('OK');
  await company.goto('/insights/overview');
  await company.getByRole('heading', { name: 'Insights', exact: true, level: 1 }).waitFor();
  expect(await company.getByRole('heading', { name: 'Upgrade to unlock Insights' }).count()).toBe(0);

  await company.goto('/company/settings/invoices');
  await company
    .getByRole('cell', { name: /Pro plan/ })
    .first()
    .waitFor();
});
