import type { BillingDetails } from '../domain/billing-details.entity.ts';
import {
  documentNumber,
  SERIES_OF,
  type TaxDocument,
  type TaxDocumentDraft,
  type TaxDocumentSource,
} from '../domain/tax-document.entity.ts';
import type { BillingDetailsRepositoryPort, TaxDocumentRepositoryPort } from '../ports/tax-documents.port.ts';

export class InMemoryTaxDocuments implements TaxDocumentRepositoryPort {
  readonly documents: TaxDocument[] = [];

  async issue(draft: TaxDocumentDraft): Promise<TaxDocument> {
    const existing = await this.findBySource(draft.source);
    if (existing) return existing;
    const series = SERIES_OF[draft.kind];
    const sequence = this.documents.filter((d) => d.series === series).length + 1;
    const document: TaxDocument = { ...draft, series, sequence, number: documentNumber(series, sequence) };
    this.documents.push(document);
    return document;
  }

  async findById(id: string) {
    return this.documents.find((d) => d.id === id) ?? null;
  }

  async findBySource(source: TaxDocumentSource) {
    return this.documents.find((d) => d.source.kind === source.kind && d.source.id === source.id) ?? null;
  }

  async listByCompany(companyId: string, limit: number) {
    return this.documents
      .filter((d) => d.companyId === companyId)
      .sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime() || b.sequence - a.sequence)
      .slice(0, limit);
  }
}

export class InMemoryBillingDetails implements BillingDetailsRepositoryPort {
  readonly rows = new Map<string, BillingDetails>();

  async find(companyId: string) {
    return this.rows.get(companyId) ?? null;
  }

  async save(details: BillingDetails) {
    this.rows.set(details.companyId, details);
  }
}
