import type { Cents } from '../../shared/money.ts';
import type { BillingProvider } from './subscription.entity.ts';

/** failed: the provider tried to charge the card and could not (the payment-failed message). */
export const INVOICE_STATUSES = ['paid', 'open', 'failed', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A plan invoice, copied from the provider's record so lists and PDFs need no provider round trip. */
export interface BillingInvoice {
  readonly id: string;
  readonly companyId: string;
  readonly provider: BillingProvider;
  readonly providerInvoiceId: string;
  readonly number: string;
  readonly description: string;
  readonly amount: Cents;
  readonly status: InvoiceStatus;
  readonly periodStart: Date;
  readonly periodEnd: Date;
  readonly issuedAt: Date;
}
