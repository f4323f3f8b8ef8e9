import * as v from 'valibot';
import { emailSchema, passwordSchema, usernameSchema } from './account-fields.schema.ts';
import { companyNameSchema, companyTypeSchema, websiteSchema } from './company-fields.schema.ts';

const termsSchema = v.literal(true, 'You must agree to the terms of service and privacy policy.');

export const registerCreatorSchema = v.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  acceptTerms: termsSchema,
});
export type RegisterCreatorInput = v.InferInput<typeof registerCreatorSchema>;

export const registerCompanySchema = v.object({
  companyName: companyNameSchema,
  companyType: companyTypeSchema,
  website: websiteSchema,
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  acceptTerms: termsSchema,
});
export type RegisterCompanyInput = v.InferInput<typeof registerCompanySchema>;
