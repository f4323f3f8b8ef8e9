import type { BillingDetailsForm } from './billing-details.schema.ts';
import type { LegalParty } from './tax-document.entity.ts';

/** The company's legal details as its owner last saved them; documents copy them when issued. */
export interface BillingDetails extends BillingDetailsForm {
  readonly companyId: string;
  readonly updatedAt: Date;
}

export const legalPartyOf = (details: BillingDetailsForm): LegalParty => ({
  legalName: details.legalName,
  addressLines: [details.addressLine1, ...(details.addressLine2 ? [details.addressLine2] : []), `${details.postalCode} ${details.city}`],
  country: details.country,
  vatNumber: details.vatNumber,
});
