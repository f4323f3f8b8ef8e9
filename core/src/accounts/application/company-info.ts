import type { Company } from '../domain/company.entity.ts';
import type { CompanyType } from '../domain/company-fields.schema.ts';

/** What company settings show and edit. */
export interface CompanyInfoView {
  id: string;
  name: string;
  type: CompanyType;
  website: string;
  email: string;
  /** Companies registered before billing details were asked have none until the owner sets it. */
  billingEmail: string | null;
  isVerified: boolean;
  viewerIsOwner: boolean;
}

export const toCompanyInfoView = (company: Company, viewerIsOwner: boolean): CompanyInfoView => ({
  id: company.id,
  name: company.name,
  type: company.type,
  website: company.website,
  email: company.email,
  billingEmail: company.billingEmail,
  isVerified: company.isVerified,
  viewerIsOwner,
});
