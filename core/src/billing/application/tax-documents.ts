import { err, ok, type Result } from '../../shared/result.ts';
import { TaxDocumentNotFound, type NotBillingMember } from '../domain/billing.errors.ts';
import type { TaxDocument } from '../domain/tax-document.entity.ts';
import { billingMember } from './billing-actor.ts';
import type { BillingDeps } from './billing-deps.ts';

/** Years of documents for an active company: the list never needs another page. */
export const DOCUMENT_LIMIT = 500;

/** The company's invoices and credit notes, newest first. */
export class ListTaxDocuments {
  private readonly deps: Pick<BillingDeps, 'directory' | 'documents'>;

  constructor(deps: Pick<BillingDeps, 'directory' | 'documents'>) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string }): Promise<Result<readonly TaxDocument[], NotBillingMember>> {
    const membership = await billingMember(this.deps, input.actorUserId);
    if (!membership.ok) return membership;
    return ok(await this.deps.documents.listByCompany(membership.value.companyId, DOCUMENT_LIMIT));
  }
}

/** One invoice or credit note, for its printable page; another company's id answers not found. */
export class GetTaxDocument {
  private readonly deps: Pick<BillingDeps, 'directory' | 'documents'>;

  constructor(deps: Pick<BillingDeps, 'directory' | 'documents'>) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string; documentId: string }): Promise<Result<TaxDocument, NotBillingMember | TaxDocumentNotFound>> {
    const membership = await billingMember(this.deps, input.actorUserId);
    if (!membership.ok) return membership;
    const document = await this.deps.documents.findById(input.documentId);
    if (!document || document.companyId !== membership.value.companyId) return err(new TaxDocumentNotFound());
    return ok(document);
  }
}
