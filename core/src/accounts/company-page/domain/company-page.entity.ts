import type { CompanyPageSettings } from './company-page.schema.ts';

/** A company's public page settings; a company that never saved any has the defaults. */
export interface CompanyPage extends CompanyPageSettings {
  readonly companyId: string;
  readonly updatedAt: Date | null;
}

/** Before a company edits its page, everything it runs shows and nothing else is said. */
export const defaultCompanyPage = (companyId: string): CompanyPage => ({
  companyId,
  description: '',
  logoUrl: '',
  bannerUrl: '',
  links: [],
  showPrograms: true,
  showKeyCampaigns: true,
  showQuests: true,
  updatedAt: null,
});
