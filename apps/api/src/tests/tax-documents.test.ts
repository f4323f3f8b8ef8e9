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
});
