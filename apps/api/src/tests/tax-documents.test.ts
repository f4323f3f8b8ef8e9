import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { RECONCILE_LEDGER_JOB } from '@lurkit/adapters/jobs/reconcile-ledger.job.ts';
import { ledgerAudit } from '@lurkit/adapters/testing/ledger-audit.ts';
import { describe, expect, it } from 'vitest';
import {
  DecideQuestDisputeMutation as DECIDE_DISPUTE,
  OpenQuestDisputeMutation as OPEN_DISPUTE,
} from '../../../web/src/quests/operations/quest-disputes.operations.ts';
import { signedInCompanyUser, signedInStaff } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { aPaidSubmittedRun } from '../testing/quests-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { BILLING_DETAILS, BILLING_STATEMENTS, TAX_DOCUMENT, TAX_DOCUMENTS, UPDATE_BILLING_DETAILS } from './operations.ts';

const app = useTestApp();

const german = {
  legalName: 'Nordlicht Spiele GmbH',
  addressLine1: 'Hauptstrasse 1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  vatNumber: 'DE 123 456 789',
};

describe('invoices and credit notes', () => {
  it("refuses a VAT number that does not fit the company's country, at its field, with its own code", async () => {
    const company = await signedInCompanyUser(app);
    const refused = await company.client.op(UPDATE_BILLING_DETAILS, { input: { ...german, vatNumber: 'SE556012345601' } });
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'BILLING.INVALID_VAT_NUMBER', field: 'vatNumber' });
    expect((await company.client.op(BILLING_DETAILS)).data?.billingDetails).toBeNull();
  });

  it('invoices a paid checkout with both parties and reverse charge, and credits its refund against it, the ledger balanced', async () => {
    const company = await signedInCompanyUser(app);
    const saved = await company.client.op(UPDATE_BILLING_DETAILS, { input: german });
    expect(saved.data?.updateBillingDetails).toMatchObject({ vatNumber: 'DE123456789', addressLine2: null });
    const { runId } = await aPaidSubmittedRun(app, 'Invoiced quest', company);

    const [invoice] = (await company.client.op(TAX_DOCUMENTS)).data!.taxDocuments;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^INV-\d{6}$/),
      seller: { legalName: expect.stringContaining('Lurkit AB'), vatNumber: expect.any(String) },
      buyer: {
        legalName: 'Nordlicht Spiele GmbH',
        addressLines: ['Hauptstrasse 1', '10115 Berlin'],
        country: 'DE',
        vatNumber: 'DE123456789',
      },
      lines: [
        {
          description: expect.stringMatching(new RegExp(`^Quest "Invoiced quest", run ${runId.slice(0, 8)}, creator `)),
          amount: { cents: 30_000 },
        },
      ],
      tax: { label: 'Reverse charge', note: expect.stringContaining('Article 196'), vat: { cents: 0 }, gross: { cents: 30_000 } },
      credits: null,
    });

    const staff = await signedInStaff(app);
    expect((await company.client.op(OPEN_DISPUTE, { runId, reason: 'The stream showed another game for the whole hour.' })).errors).toEqual(
      [],
    );
    expect((await staff.client.op(DECIDE_DISPUTE, { runId, decision: 'refund', note: 'Refunded.' })).errors).toEqual([]);

    const documents = (await company.client.op(TAX_DOCUMENTS)).data!.taxDocuments;
    const note = documents.find((d) => d.kind === 'creditNote');
    expect(note).toMatchObject({
      number: expect.stringMatching(/^CN-\d{6}$/),
      credits: { id: invoice!.id, number: invoice!.number },
      lines: [{ description: expect.stringMatching(/^Refund: Quest "Invoiced quest"/), amount: { cents: 30_000 } }],
      tax: { label: 'Reverse charge', gross: { cents: 30_000 } },
    });
    expect((await company.client.op(TAX_DOCUMENT, { id: note!.id })).data?.taxDocument.number).toBe(note!.number);
    const [{ sum, entries } = { sum: '', entries: '' }] = await sql<{ sum: string; entries: string }>(
      app.databaseUrl,
      `select coalesce(sum(e.amount_cents), 0)::text as sum, count(*)::text as entries
       from tax_document d join ledger_entry e on e.transaction_id::text = d.ledger_transaction_id where d.id = ?`,
      [note!.id],
    );
    expect([Number(sum), Number(entries)]).toEqual([0, 2]);

    const lines = (await company.client.op(BILLING_STATEMENTS)).data!.billingStatements.flatMap((s) => s.lines);
    expect(lines.find((l) => l.kind === 'REFUND')).toMatchObject({
      amount: { cents: -30_000 },
      description: expect.stringMatching(
        new RegExp(`^Refund: Quest "Invoiced quest", run ${runId.slice(0, 8)}, creator .+ \\(credit note ${note!.number}\\)$`),
      ),
    });
  });

  it('credits a partial refund for the part refunded, shows it on the statement, and the books still agree with the provider', async () => {
    const company = await signedInCompanyUser(app);
    await company.client.op(UPDATE_BILLING_DETAILS, { input: german });
    const { runId } = await aPaidSubmittedRun(app, 'Partly refunded quest', company);
    const staff = await signedInStaff(app);
    expect((await company.client.op(OPEN_DISPUTE, { runId, reason: 'Only half of the brief was shown on stream.' })).errors).toEqual([]);

    const tooMuch = await staff.client.op(DECIDE_DISPUTE, { runId, decision: 'refund', note: 'Too much.', refundCents: 30_001 });
    expect(tooMuch.errors[0]?.extensions).toMatchObject({ code: 'QUESTS.REFUND_EXCEEDS_PAID', field: 'refundCents' });
    const decided = await staff.client.op(DECIDE_DISPUTE, { runId, decision: 'refund', note: 'Half delivered.', refundCents: 12_000 });
    expect(decided.errors).toEqual([]);
    // The creator is paid the rest: the run goes on to its payout.
    expect(decided.data?.decideQuestDispute).toMatchObject({ status: 'PAYOUT', dispute: { refunded: 12_000 } });

    const documents = (await company.client.op(TAX_DOCUMENTS)).data!.taxDocuments;
    const invoice = documents.find((d) => d.kind === 'invoice' && d.lines.some((l) => l.description.includes('Partly refunded quest')));
    const note = documents.find((d) => d.kind === 'creditNote' && d.credits?.id === invoice?.id);
    expect(note).toMatchObject({
      lines: [{ description: expect.stringMatching(/^Refund: Quest "Partly refunded quest"/), amount: { cents: 12_000 } }],
      tax: { label: 'Reverse charge', gross: { cents: 12_000 } },
    });
    const lines = (await company.client.op(BILLING_STATEMENTS)).data!.billingStatements.flatMap((s) => s.lines);
    expect(lines.find((l) => l.kind === 'REFUND' && l.description.includes(note!.number))).toMatchObject({
      amount: { cents: -12_000 },
      description: expect.stringMatching(new RegExp(`^Refund: Quest "Partly refunded quest", run ${runId.slice(0, 8)}, creator `)),
    });

    const audit = ledgerAudit(app.databaseUrl);
    expect(await audit.unbalancedTransactions()).toEqual([]);
    const reconciled = await audit.reconciliations();
    const queue = new PgBossJobQueue(app.databaseUrl);
    await queue.start();
    await queue.send(RECONCILE_LEDGER_JOB.name, {});
    await queue.stop();
    await expect.poll(() => audit.reconciliations(), { timeout: 20_000, interval: 200 }).toBeGreaterThan(reconciled);
    const latest = await staff.client.gql(
      'Reconciliation',
      'query Reconciliation { ledgerReconciliation { mismatches { subject reference } } }',
    );
    expect(latest.data).toEqual({ ledgerReconciliation: { mismatches: [] } });
  });
});
