import { err, ok, type Result } from '../../shared/result.ts';
import type { Cents } from '../../shared/money.ts';
import { InvoiceNotFound, type NotBillingMember } from '../domain/billing.errors.ts';
import type { BillingInvoice } from '../domain/invoice.entity.ts';
import type { TaxDocument } from '../domain/tax-document.entity.ts';
import { billingMember } from './billing-actor.ts';
import { DOCUMENT_LIMIT } from './tax-documents.ts';
import type { BillingDeps } from './billing-deps.ts';

/** Ten years of monthly invoices: the list never needs another page. */
const INVOICE_LIMIT = 120;

export class ListInvoices {
  private readonly deps: Pick<BillingDeps, 'directory' | 'billing'>;

  constructor(deps: Pick<BillingDeps, 'directory' | 'billing'>) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string }): Promise<Result<readonly BillingInvoice[], NotBillingMember>> {
    const membership = await billingMember(this.deps, input.actorUserId);
    if (!membership.ok) return membership;
    return ok(await this.deps.billing.listInvoices(membership.value.companyId, INVOICE_LIMIT));
  }
}

export interface InvoiceDocument {
  invoice: BillingInvoice;
  companyName: string;
  billingEmail: string | null;
}

/** One invoice for its PDF; another company's id answers not found. */
export class GetInvoiceDocument {
  private readonly deps: Pick<BillingDeps, 'directory' | 'billing'>;

  constructor(deps: Pick<BillingDeps, 'directory' | 'billing'>) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string; invoiceId: string }): Promise<Result<InvoiceDocument, NotBillingMember | InvoiceNotFound>> {
    const membership = await billingMember(this.deps, input.actorUserId);
    if (!membership.ok) return membership;
    const invoice = await this.deps.billing.findInvoice(input.invoiceId);
    if (!invoice || invoice.companyId !== membership.value.companyId) return err(new InvoiceNotFound());
    return ok({ invoice, companyName: membership.value.companyName, billingEmail: membership.value.billingEmail });
  }
}

export interface StatementLine {
  readonly id: string;
  readonly date: Date;
  readonly kind: 'PLAN' | 'QUEST' | 'REFUND';
  readonly description: string;
  /** Signed cents: what the company paid, or, on a refund line, what it got back as a negative amount. */
  readonly amount: number;
  /** The plan invoice behind the line, for its PDF. */
  readonly invoiceId: string | null;
  /** The credit note behind a refund line. */
  readonly documentId: string | null;
}

/** One calendar month (Europe/Stockholm) of everything the company paid and got back: plan invoices, Quest payments, refunds. */
export interface Statement {
  readonly month: string;
  readonly lines: readonly StatementLine[];
  /** Signed cents: paid less refunded. */
  readonly total: number;
}

const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit' });
/** "2026-03", the month a moment falls in as Stockholm reads it. */
export const stockholmMonth = (date: Date): string => {
  const parts = monthFormat.formatToParts(date);
  return `${parts.find((p) => p.type === 'year')?.value}-${parts.find((p) => p.type === 'month')?.value}`;
};

export function buildStatements(
  invoices: readonly BillingInvoice[],
  quests: readonly { id: string; paidAt: Date; amount: Cents; description: string }[],
  documents: readonly TaxDocument[] = [],
): Statement[] {
  const lines: StatementLine[] = [
    ...invoices
      .filter((i) => i.status === 'paid')
      .map((i) => ({
        id: i.id,
        date: i.issuedAt,
        kind: 'PLAN' as const,
        description: i.description,
        amount: i.amount,
        invoiceId: i.id,
        documentId: null,
      })),
    ...quests.map((q) => ({
      id: q.id,
      date: q.paidAt,
      kind: 'QUEST' as const,
      description: q.description,
      amount: q.amount,
      invoiceId: null,
      documentId: null,
    })),
    // One line per refund, from its credit note: its line names the Quest, the run and the creator.
    ...documents
      .filter((d) => d.kind === 'creditNote')
      .map((d) => ({
        id: d.id,
        date: d.issuedAt,
        kind: 'REFUND' as const,
        description: `${d.lines.map((l) => l.description).join('; ')} (credit note ${d.number})`,
        amount: -d.tax.gross,
        invoiceId: null,
        documentId: d.id,
      })),
  ].sort((a, b) => a.date.getTime() - b.date.getTime() || a.id.localeCompare(b.id));
  const months = new Map<string, StatementLine[]>();
  for (const line of lines) {
    const month = stockholmMonth(line.date);
    months.set(month, [...(months.get(month) ?? []), line]);
  }
  return [...months.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, monthLines]) => ({ month, lines: monthLines, total: monthLines.reduce((sum, l) => sum + l.amount, 0) }));
}

/** Statements, newest month first: paid plan invoices, the Quest payments the quests context recorded, and refunds. */
export class ListStatements {
  private readonly deps: Pick<BillingDeps, 'directory' | 'billing' | 'documents'>;

  constructor(deps: Pick<BillingDeps, 'directory' | 'billing' | 'documents'>) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string }): Promise<Result<Statement[], NotBillingMember>> {
    const membership = await billingMember(this.deps, input.actorUserId);
    if (!membership.ok) return membership;
    const companyId = membership.value.companyId;
    const [invoices, quests, documents] = await Promise.all([
      this.deps.billing.listInvoices(companyId, INVOICE_LIMIT),
      this.deps.directory.paidQuestCharges(companyId),
      this.deps.documents.listByCompany(companyId, DOCUMENT_LIMIT),
    ]);
    return ok(buildStatements(invoices, quests, documents));
  }
}
