import * as v from 'valibot';
import { countryCodeSchema } from '../../requirements/domain/requirements.schema.ts';
import { isEuCountry, normalizedVatNumber, vatNumberFitsCountry } from './vat-number.schema.ts';

export { EU_VAT_FORMATS, VAT_NUMBER_EXAMPLES, isEuCountry, normalizedVatNumber, vatNumberFitsCountry } from './vat-number.schema.ts';

/** The error code a form and a client match on when the VAT number does not fit the country. */
export const INVALID_VAT_NUMBER = 'BILLING.INVALID_VAT_NUMBER';
export const INVALID_VAT_NUMBER_MESSAGE = "This VAT number does not match the country's format (for example SE556012345601).";

const required = (label: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required.`), v.maxLength(max, `${label} can be at most ${max} characters.`));

const optional = (label: string, max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => value?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(max, `${label} can be at most ${max} characters.`))),
  );

/**
 * The company's legal details every invoice and credit note carries (the buyer): legal name, billing
 * address, country, and a VAT number, checked against the country's format. An EU company without a
 * VAT number is billed VAT as a private buyer would be; with one from another member state than ours,
 * reverse charge applies.
 */
export const billingDetailsSchema = v.pipe(
  v.object({
    legalName: required('Legal name', 140),
    addressLine1: required('Address', 140),
    addressLine2: optional('Address line 2', 140),
    postalCode: required('Postal code', 20),
    city: required('City', 80),
    country: countryCodeSchema,
    vatNumber: v.pipe(
      v.optional(v.nullable(v.string()), null),
      v.transform((value) => (value ? normalizedVatNumber(value) : '') || null),
      v.nullable(v.pipe(v.string(), v.maxLength(30, 'A VAT number can be at most 30 characters.'))),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['country'], ['vatNumber']],
      (input) => input.vatNumber === null || vatNumberFitsCountry(input.country, input.vatNumber),
      INVALID_VAT_NUMBER_MESSAGE,
    ),
    ['vatNumber'],
  ),
);

export type BillingDetailsInput = v.InferInput<typeof billingDetailsSchema>;
export type BillingDetailsForm = v.InferOutput<typeof billingDetailsSchema>;

/** The field whose failure has its own code, for a client to match on; the rest share BILLING.INVALID_FIELD. */
export const billingDetailsErrorCode = (field: string): string => (field === 'vatNumber' ? INVALID_VAT_NUMBER : 'BILLING.INVALID_FIELD');
