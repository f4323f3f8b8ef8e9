import { describe, expect, it } from 'vitest';
import { cardCharge, refund } from '../../ledger/ports/money-movements.ts';
import { InMemoryLedger } from '../../ledger/testing/in-memory-ledger.ts';
import type { Cents } from '../../shared/money.ts';
import { germanDetails } from '../ports/tax-documents.contract.ts';
import { billingTestDeps, COMPANY } from '../testing/billing-test-deps.ts';
import { IssueTaxDocuments, TaxDocumentingLedger } from './issue-tax-documents.ts';

const RUN_A = 'aaaaaaaa-0000-4000-8000-000000000001';
const RUN_B = 'bbbbbbbb-0000-4000-8000-000000000002';
const at = new Date('2026-03-10T09:00:00Z');
let n = 0;
const posting = () => ({ id: `tx-${(n += 1)}`, postedAt: at });

const german = germanDetails(COMPANY, at);

function setup() {
  const { deps, directory } = billingTestDeps();
  directory.checkouts.set('checkout-1', [
    { runId: RUN_A, questName: 'Launch', creatorName: 'Ann', amount: 25_000 as Cents },
    { runId: RUN_B, questName: 'Launch', creatorName: null, amount: 4_000 as Cents },
  ]);
  const ledger = new TaxDocumentingLedger(new InMemoryLedger(), new IssueTaxDocuments(deps));
  const pay = () => ledger.post(cardCharge(posting(), { checkoutId: 'checkout-1', companyId: COMPANY, amount: 29_000 as Cents }));
  const refundRun = async (runId: string, amount: number) => {
    await ledger.post({
      id: `hold-${runId}`,
      cause: 'escrowHold',
      reference: runId,
      currency: 'USD',
      postedAt: at,
      entries: [
        { account: 'providerClearing:platform', amountCents: -amount },
        { account: `escrow:${runId}`, amountCents: amount },
      ],
      reverses: null,
    });
    return ledger.post(refund(posting(), { refundId: `quest-run-${runId}`, runId, companyId: COMPANY, amount: amount as Cents }));
  };
  return { deps, ledger, pay, refundRun };
}

describe('invoices and credit notes from the ledger', () => {
  it("invoices a checkout's card charge with seller, buyer, one line per run naming Quest, run and creator, and the tax line", async () => {
    const { deps, pay } = setup();
    await deps.details.save(german);
    await pay();
    const [invoice] = deps.documents.documents;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: 'INV-000001',
      seller: { legalName: 'Lurkit AB', country: 'SE', vatNumber: 'SE556677889901' },
      buyer: { legalName: 'Acme Games GmbH', addressLines: ['Hauptstrasse 1', '10115 Berlin'], country: 'DE', vatNumber: 'DE123456789' },
      lines: [
        { description: 'Quest "Launch", run aaaaaaaa, creator Ann', amount: 25_000 },
        { description: 'Quest "Launch", run bbbbbbbb, creator deleted account', amount: 4_000 },
      ],
      tax: { treatment: 'reverseCharge', label: 'Reverse charge', vat: 0, net: 29_000, gross: 29_000 },
      source: { kind: 'questCheckout', id: 'checkout-1' },
      issuedAt: at,
    });
  });

  it('charges Swedish VAT inside the total to a Swedish buyer, and names the company before it gave legal details', async () => {
    const { deps, pay } = setup();
    await pay();
    expect(deps.documents.documents[0]).toMatchObject({
      buyer: { legalName: 'Acme Games', addressLines: [], vatNumber: null },
      tax: { treatment: 'domestic', label: 'VAT 25%', vat: 5_800, net: 23_200, gross: 29_000 },
    });
  });

  it('issues one invoice however often the charge is posted', async () => {
    const { deps, pay } = setup();
    await pay();
    await pay();
    expect(deps.documents.documents.map((d) => d.number)).toEqual(['INV-000001']);
  });

  it("credits a refund in its own series, referencing the run's invoice at its tax treatment, with ledger entries summing to zero", async () => {
    const { deps, ledger, pay, refundRun } = setup();
    await deps.details.save(german);
    await pay();
    // The buyer moves to Sweden after the invoice: the credit note still corrects the invoice as issued.
    await deps.details.save({ ...german, country: 'SE', vatNumber: 'SE556012345601' });
    const posted = await refundRun(RUN_A, 25_000);
    const note = deps.documents.documents.find((d) => d.kind === 'creditNote');
    expect(note).toMatchObject({
      number: 'CN-000001',
      credits: { number: 'INV-000001' },
      buyer: { country: 'DE' },
      lines: [{ description: 'Refund: Quest "Launch", run aaaaaaaa, creator Ann', amount: 25_000 }],
      tax: { treatment: 'reverseCharge', vat: 0, gross: 25_000 },
      source: { kind: 'questRefund', id: `quest-run-${RUN_A}` },
    });
    expect(posted.ok && note?.ledgerTransactionId).toBe(posted.ok && posted.value.id);
    const tx = await ledger.transaction(note!.ledgerTransactionId);
    expect(tx?.entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
  });

  it('numbers invoices and credit notes each without gaps', async () => {
    const { deps, ledger, pay, refundRun } = setup();
    await pay();
    await ledger.post(cardCharge(posting(), { checkoutId: 'checkout-2', companyId: COMPANY, amount: 1_000 as Cents }));
    await refundRun(RUN_A, 25_000);
    await refundRun(RUN_B, 4_000);
    expect(deps.documents.documents.map((d) => d.number)).toEqual(['INV-000001', 'INV-000002', 'CN-000001', 'CN-000002']);
  });

  it('issues nothing for a movement that is not a charge or a refund, nor for a refused one', async () => {
    const { deps, ledger } = setup();
    const refused = await ledger.post(refund(posting(), { refundId: 'r', runId: RUN_A, companyId: COMPANY, amount: 100 as Cents }));
    expect(refused.ok).toBe(false);
    expect(deps.documents.documents).toEqual([]);
  });
});
