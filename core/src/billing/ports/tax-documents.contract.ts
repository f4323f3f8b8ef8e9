import { expect, it } from 'vitest';
import type { Cents } from '../../shared/money.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { BillingDetails } from '../domain/billing-details.entity.ts';
import { documentNumber, type TaxDocumentDraft } from '../domain/tax-document.entity.ts';
import { taxLineOf } from '../domain/tax.ts';
import type { BillingDetailsRepositoryPort, TaxDocumentRepositoryPort } from './tax-documents.port.ts';

export interface TaxDocumentsFixture extends ContractFixture {
  documents: TaxDocumentRepositoryPort;
  details: BillingDetailsRepositoryPort;
  /** Two companies that exist in the adapter's store. */
  companies: readonly [string, string];
  /** A fresh id the store accepts. */
  newId: () => string;
}

const party = { legalName: 'Acme Games AB', addressLines: ['Storgatan 1', '111 22 Stockholm'], country: 'SE', vatNumber: 'SE556012345601' };

export const aDraft = (id: string, companyId: string, changes: Partial<TaxDocumentDraft> = {}): TaxDocumentDraft => ({
  id,
  kind: 'invoice',
  companyId,
  seller: { ...party, legalName: 'Lurkit AB' },
  buyer: party,
  lines: [{ description: 'Quest "Launch", run 1234abcd, creator Ann', amount: 25_000 as Cents }],
  tax: taxLineOf({ treatment: 'domestic', rateBasisPoints: 2500 }, 25_000 as Cents),
  issuedAt: new Date(Date.UTC(2026, 2, 10, 9)),
  source: { kind: 'questCheckout', id: `checkout-${id}` },
  ledgerTransactionId: `tx-${id}`,
  credits: null,
  ...changes,
});

/** A German company with a VAT number: an EU business outside a Swedish seller's country. */
export const germanDetails = (companyId: string, updatedAt: Date): BillingDetails => ({
  companyId,
  legalName: 'Acme Games GmbH',
  addressLine1: 'Hauptstrasse 1',
  addressLine2: null,
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  vatNumber: 'DE123456789',
  updatedAt,
});

export function describeTaxDocumentsContract(name: string, make: () => Promise<TaxDocumentsFixture>): void {
  describeContract('TaxDocumentRepositoryPort', name, make, (fixture) => {
    it('numbers each kind in its own series, one after the other, and keeps what was issued', async () => {
      const { documents, companies, newId } = fixture();
      const refundId = newId();
      const first = await documents.issue(aDraft(newId(), companies[0]));
      const note = await documents.issue(
        aDraft(newId(), companies[0], {
          kind: 'creditNote',
          source: { kind: 'questRefund', id: refundId },
          credits: { id: first.id, number: first.number },
        }),
      );
      const second = await documents.issue(aDraft(newId(), companies[1]));
      expect(second.sequence).toBe(first.sequence + 1);
      expect([first.number, second.number, note.number]).toEqual([
        documentNumber('INV', first.sequence),
        documentNumber('INV', first.sequence + 1),
        documentNumber('CN', note.sequence),
      ]);
      expect(await documents.findById(note.id)).toEqual(note);
      expect(await documents.findBySource({ kind: 'questRefund', id: refundId })).toEqual(note);
      expect(await documents.findBySource({ kind: 'questCheckout', id: refundId })).toBeNull();
    });

    it('answers a source already documented with its document, without taking a number', async () => {
      const { documents, companies, newId } = fixture();
      const source = { kind: 'questCheckout' as const, id: newId() };
      const first = await documents.issue(aDraft(newId(), companies[0], { source }));
      const again = await documents.issue(aDraft(newId(), companies[0], { source }));
      const next = await documents.issue(aDraft(newId(), companies[0]));
      expect(again).toEqual(first);
      expect(next.sequence).toBe(first.sequence + 1);
    });

    it("lists one company's documents, newest first", async () => {
      const { documents, companies, newId } = fixture();
      const at = (day: number) => new Date(Date.UTC(2026, 2, day));
      const first = await documents.issue(aDraft(newId(), companies[0], { issuedAt: at(1) }));
      await documents.issue(aDraft(newId(), companies[1], { issuedAt: at(2) }));
      const third = await documents.issue(aDraft(newId(), companies[0], { issuedAt: at(3) }));
      expect(await documents.listByCompany(companies[0], 10)).toEqual([third, first]);
      expect(await documents.listByCompany(companies[0], 1)).toHaveLength(1);
    });

    it("saves and replaces a company's billing details", async () => {
      const { details, companies } = fixture();
      const saved = germanDetails(companies[0], new Date(Date.UTC(2026, 2, 1)));
      expect(await details.find(companies[0])).toBeNull();
      await details.save(saved);
      await details.save({ ...saved, addressLine2: 'Hinterhaus', vatNumber: null });
      expect(await details.find(companies[0])).toEqual({ ...saved, addressLine2: 'Hinterhaus', vatNumber: null });
      expect(await details.find(companies[1])).toBeNull();
    });
  });
}
