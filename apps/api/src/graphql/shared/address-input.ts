import { builder } from './builder.ts';

/** A postal address (spec 5): the settings' Address tab and a mission's merchandise claim send the same shape. */
export const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    streetName: t.string(),
    streetNumber: t.string(),
    zipCode: t.string(),
    city: t.string(),
    province: t.string({ required: false }),
    country: t.string(),
    email: t.string({ required: false }),
  }),
});
