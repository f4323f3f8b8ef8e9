import { pageTexts } from '@lurkit/adapters/testing/pdf-text.ts';
import { describe, expect, it } from 'vitest';
import { ownerWithJoinedMember, signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { aPayoutPaidAt, approveCreatorForQuests } from '../testing/quests-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { MY_WALLET } from './operations.ts';

const app = useTestApp();

describe('cross-tenant refusals over HTTP: billing PDFs by id', () => {
  it("another company, a creator and a signed-out visitor get no invoice PDF of the victim's; the victim's member does", async () => {
    const victim = await ownerWithJoinedMember(app);
    const invoiceId = globalThis.crypto.randomUUID();
    await sql(
      app.databaseUrl,
      `insert into billing_invoice (id, company_id, provider, provider_invoice_id, number, description, amount_cents, status, period_start, period_end, issued_at)
       values (?, ?, 'sandbox', ?, 'SBX-VICTIM-0001', 'Pro plan, monthly', 49900, 'paid', now(), now() + interval '1 month', now())`,
      [invoiceId, victim.companyId, `sbx_in_${invoiceId}`],
    );
    const path = `/api/billing/invoices/${invoiceId}.pdf`;
    const other = await signedInCompanyUser(app);
    const creator = await signedInCreator(app);
    const refusals = [
      [other.client, 404],
      [creator.client, 403],
      [app.client(), 401],
    ] as const;
    for (const [client, status] of refusals) {
      const answer = await client.request(path);
      expect(answer.status).toBe(status);
      expect(answer.headers.get('content-type')).not.toContain('application/pdf');
    }
    const own = await victim.member.client.request(path);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
  });
});

describe("cross-tenant refusals over HTTP: a creator's earnings statement", () => {
  it("another creator, a company and a signed-out visitor get no PDF of the victim creator's year; the victim does", async () => {
    const victim = await signedInCreator(app);
    await aPayoutPaidAt(app, await approveCreatorForQuests(app, victim.username), '2026-06-15T10:00:00Z', 42_000);
    const path = '/api/earnings/statements/2026.pdf';
    const otherCreator = await signedInCreator(app);
    const company = await signedInCompanyUser(app);
    const refusals = [
      // The creator is the session's: the other creator's own 2026 has no earnings.
      [otherCreator.client, 404],
      [company.client, 403],
      [app.client(), 401],
    ] as const;
    for (const [client, status] of refusals) {
      const answer = await client.request(path);
      expect(answer.status).toBe(status);
      expect(answer.headers.get('content-type')).not.toContain('application/pdf');
    }
    // The list of years is the caller's own too; a company or a visitor has none to ask for.
    const theirs = await otherCreator.client.op(MY_WALLET);
    expect(theirs.data?.myEarningsStatements).toEqual([]);
    for (const [outsider, code] of [
      [company.client, 'FORBIDDEN'],
      [app.client(), 'UNAUTHENTICATED'],
    ] as const) {
      const answer = await outsider.op(MY_WALLET);
      expect(answer.data).toBeNull();
      expect(answer.errors[0]?.extensions?.code).toBe(code);
    }
    const own = await victim.client.request(path);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect((await pageTexts(new Uint8Array(await own.arrayBuffer()))).flat()).toContain('$420.00');
  });
});
