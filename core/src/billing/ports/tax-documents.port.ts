import type { BillingDetails } from '../domain/billing-details.entity.ts';
import type { TaxDocument, TaxDocumentDraft, TaxDocumentSource } from '../domain/tax-document.entity.ts';

/** Invoices and credit notes, written in the caller's transaction with the money they record. */
export interface TaxDocumentRepositoryPort {
  /**
   * Numbers the draft next in its kind's series and stores it. The series' counter stays locked until
   * the caller's transaction ends, so concurrent issues wait for each other: numbers are unique and,
   * as a rolled-back issue takes its number back with it, gapless. A source already documented
   * answers its document, and the counter does not move.
   */
  issue(draft: TaxDocumentDraft): Promise<TaxDocument>;
  findById(id: string): Promise<TaxDocument | null>;
  findBySource(source: TaxDocumentSource): Promise<TaxDocument | null>;
  /** Newest first, at most `limit`. */
  listByCompany(companyId: string, limit: number): Promise<readonly TaxDocument[]>;
}

export interface BillingDetailsRepositoryPort {
  find(companyId: string): Promise<BillingDetails | null>;
  save(details: BillingDetails): Promise<void>;
}
