import type { LedgerPort } from '../../ledger/ports/ledger.port.ts';
import type { ClockPort } from '../../shared/clock.port.ts';
import type { BillingCompanyDirectoryPort } from '../ports/billing-company-directory.port.ts';
import type { BillingRepositoryPort } from '../ports/billing-repository.port.ts';
import type { BillingDetailsRepositoryPort, TaxDocumentRepositoryPort } from '../ports/tax-documents.port.ts';
import type { LegalParty } from '../domain/tax-document.entity.ts';
import type { SubscriptionGatewayPort } from '../ports/subscription-gateway.port.ts';

export interface BillingDeps {
  billing: BillingRepositoryPort;
  directory: BillingCompanyDirectoryPort;
  gateway: SubscriptionGatewayPort;
  clock: ClockPort;
  /** Plan charges are posted here, in the transaction that copies the paid invoice. */
  ledger: LedgerPort;
  /** Invoices and credit notes. */
  documents: TaxDocumentRepositoryPort;
  /** The buyer's legal details, by company. */
  details: BillingDetailsRepositoryPort;
  /** Our company's legal details, from the settings (placeholders in development). */
  seller: LegalParty;
  /** Overrides of the standard EU VAT rates, basis points by country (a rate changes by law). */
  vatRates: Readonly<Record<string, number>>;
  /** Public base URL of the web app: where the provider's pages send the payer back. */
  appUrl: string;
}
