import type { BillingDetails } from '@lurkit/core/billing/domain/billing-details.entity.ts';
import {
  documentNumber,
  SERIES_OF,
  TAX_DOCUMENT_KINDS,
  TAX_DOCUMENT_SOURCE_KINDS,
  type TaxDocument,
  type TaxDocumentDraft,
  type TaxDocumentSource,
} from '@lurkit/core/billing/domain/tax-document.entity.ts';
import type { BillingDetailsRepositoryPort, TaxDocumentRepositoryPort } from '@lurkit/core/billing/ports/tax-documents.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownValue } from '../shared/known-value.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { CompanyBillingDetailsEntity, type TaxDocumentRow } from './tax-document.entities.ts';

const COLUMNS = `id, kind, series, sequence, number, company_id as "companyId", seller, buyer, lines, tax, issued_at as "issuedAt",
  source_kind as "sourceKind", source_id as "sourceId", ledger_transaction_id as "ledgerTransactionId",
  credits_id as "creditsId", credits_number as "creditsNumber"`;

const documentFromRow = (row: TaxDocumentRow): TaxDocument => ({
  id: row.id,
  kind: knownValue(TAX_DOCUMENT_KINDS, row.kind, 'kind'),
  series: row.series,
  sequence: Number(row.sequence),
  number: row.number,
  companyId: row.companyId,
  seller: row.seller,
  buyer: row.buyer,
  lines: row.lines,
  tax: row.tax,
  issuedAt: new Date(row.issuedAt),
  source: { kind: knownValue(TAX_DOCUMENT_SOURCE_KINDS, row.sourceKind, 'source kind'), id: row.sourceId },
  ledgerTransactionId: row.ledgerTransactionId,
  credits: row.creditsId && row.creditsNumber ? { id: row.creditsId, number: row.creditsNumber } : null,
});

/**
 * Invoices and credit notes in PostgreSQL. Issuing locks the series' counter row (select ... for
 * update) in the caller's transaction, so concurrent issues queue on it and each takes the next
 * number; a rolled-back issue rolls its counter back too, so the series has no gaps. Not a database
 * sequence: a sequence never gives back a number taken by a transaction that rolled back.
 */
export class MikroOrmTaxDocuments implements TaxDocumentRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async issue(draft: TaxDocumentDraft): Promise<TaxDocument> {
    // Its own savepoint inside the caller's transaction (or its own transaction without one), so the
    // lock is held to the end of the transaction that issues the document.
    return unitOfWork(this.#em).transactional(async (em) => {
      const series = SERIES_OF[draft.kind];
      await em.execute('insert into tax_document_series (series, last_sequence) values (?, 0) on conflict do nothing', [series]);
      const [counter] = await em.execute<{ lastSequence: number }[]>(
        'select last_sequence as "lastSequence" from tax_document_series where series = ? for update',
        [series],
      );
      // Read after the lock: a concurrent issue for the same source has committed by now.
      const existing = await this.#findBySource(em, draft.source);
      if (existing) return existing;
      const sequence = Number(counter!.lastSequence) + 1;
      await em.execute('update tax_document_series set last_sequence = ? where series = ?', [sequence, series]);
      const document: TaxDocument = { ...draft, series, sequence, number: documentNumber(series, sequence) };
      await em.execute(
        `insert into tax_document (id, kind, series, sequence, number, company_id, seller, buyer, lines, tax, issued_at,
           source_kind, source_id, ledger_transaction_id, credits_id, credits_number)
         values (?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?, ?)`,
        [
          document.id,
          document.kind,
          series,
          sequence,
          document.number,
          document.companyId,
          JSON.stringify(document.seller),
          JSON.stringify(document.buyer),
          JSON.stringify(document.lines),
          JSON.stringify(document.tax),
          document.issuedAt,
          document.source.kind,
          document.source.id,
          document.ledgerTransactionId,
          document.credits?.id ?? null,
          document.credits?.number ?? null,
        ],
      );
      return document;
    });
  }

  async findById(id: string): Promise<TaxDocument | null> {
    if (!isUuid(id)) return null;
    const [row] = await unitOfWork(this.#em).execute<TaxDocumentRow[]>(`select ${COLUMNS} from tax_document where id = ?`, [id]);
    return row ? documentFromRow(row) : null;
  }

  findBySource(source: TaxDocumentSource): Promise<TaxDocument | null> {
    return this.#findBySource(unitOfWork(this.#em), source);
  }

  async #findBySource(em: EntityManager, source: TaxDocumentSource): Promise<TaxDocument | null> {
    const [row] = await em.execute<TaxDocumentRow[]>(`select ${COLUMNS} from tax_document where source_kind = ? and source_id = ?`, [
      source.kind,
      source.id,
    ]);
    return row ? documentFromRow(row) : null;
  }

  async listByCompany(companyId: string, limit: number): Promise<readonly TaxDocument[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).execute<TaxDocumentRow[]>(
      `select ${COLUMNS} from tax_document where company_id = ? order by issued_at desc, sequence desc limit ?`,
      [companyId, limit],
    );
    return rows.map(documentFromRow);
  }
}

export class MikroOrmBillingDetails implements BillingDetailsRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async find(companyId: string): Promise<BillingDetails | null> {
    if (!isUuid(companyId)) return null;
    const row = await unitOfWork(this.#em).findOne(CompanyBillingDetailsEntity, { company: companyId });
    if (!row) return null;
    const { company, ...details } = row;
    return {
      ...details,
      companyId: company,
      addressLine2: details.addressLine2 ?? null,
      vatNumber: details.vatNumber ?? null,
    };
  }

  async save(details: BillingDetails): Promise<void> {
    const { companyId, ...rest } = details;
    await unitOfWork(this.#em).upsert(CompanyBillingDetailsEntity, { company: companyId, ...rest });
  }
}
