import { describeTaxDocumentsContract } from '../ports/tax-documents.contract.ts';
import { InMemoryBillingDetails, InMemoryTaxDocuments } from './in-memory-tax-documents.ts';

let next = 0;
describeTaxDocumentsContract('in memory', async () => ({
  documents: new InMemoryTaxDocuments(),
  details: new InMemoryBillingDetails(),
  companies: ['00000000-0000-4000-8000-00000000c0c1', '00000000-0000-4000-8000-00000000c0c2'],
  newId: () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`,
}));
