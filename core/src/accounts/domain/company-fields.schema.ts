import * as v from 'valibot';

export const COMPANY_TYPES = ['agency', 'brand', 'largeGameStudio', 'publisher', 'smallGameStudio'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  agency: 'Agency',
  brand: 'Brand',
  largeGameStudio: 'Large game studio',
  publisher: 'Publisher',
  smallGameStudio: 'Small game studio',
};

export const companyNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Company name is required.'),
  v.maxLength(100, 'Company name can be at most 100 characters.'),
);

export const companyTypeSchema = v.picklist(COMPANY_TYPES, 'Company type is required.');

export const websiteSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Company website is required.'),
  v.maxLength(2048, 'Please enter a valid website address.'),
  v.url('Please enter a valid website address, starting with http:// or https://.'),
  v.regex(/^https?:\/\//i, 'Please enter a valid website address, starting with http:// or https://.'),
);

export const memberTitleSchema = v.pipe(v.string(), v.trim(), v.maxLength(80, 'Title can be at most 80 characters.'));
