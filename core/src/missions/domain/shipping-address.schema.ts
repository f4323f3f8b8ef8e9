import * as v from 'valibot';
import { requiredText } from './text.schema.ts';

const optional = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => s?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(max))),
  );

/** Spec section 5: province and email are optional, everything else is required. */
export const shippingAddressSchema = v.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  streetName: requiredText('Street name', 200),
  streetNumber: requiredText('Street number', 20),
  zipCode: requiredText('ZIP code', 20),
  city: requiredText('City', 100),
  province: optional(100),
  country: requiredText('Country', 100),
  email: v.pipe(optional(254), v.nullable(v.pipe(v.string(), v.email('Please enter a valid email address.')))),
});
export type ShippingAddress = v.InferOutput<typeof shippingAddressSchema>;
export type ShippingAddressInput = v.InferInput<typeof shippingAddressSchema>;
