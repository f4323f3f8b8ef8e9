import * as v from 'valibot';
import { companyNameSchema, companyTypeSchema, websiteSchema } from './company-fields.schema.ts';

/** Spec 5: billing email, company email, name, type and website are all required. */
export const companyInfoSchema = v.object({
  name: companyNameSchema,
  type: companyTypeSchema,
  website: websiteSchema,
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Company email is required.'),
    v.maxLength(254, 'Please enter a valid email address.'),
    v.email('Please enter a valid email address.'),
    v.toLowerCase(),
  ),
  billingEmail: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Billing email is required.'),
    v.maxLength(254, 'Please enter a valid email address.'),
    v.email('Please enter a valid email address.'),
    v.toLowerCase(),
  ),
});

export type CompanyInfoInput = v.InferInput<typeof companyInfoSchema>;
export type CompanyInfo = v.InferOutput<typeof companyInfoSchema>;
