import type { Address } from '@lurkit/core/accounts/profile/domain/user-profile.entity.ts';
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

/** A postal address as it was saved: the settings' Address tab and a shop order's shipping address. */
export const AddressRef = builder.objectRef<Address>('Address').implement({
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    streetName: t.exposeString('streetName'),
    streetNumber: t.exposeString('streetNumber'),
    zipCode: t.exposeString('zipCode'),
    city: t.exposeString('city'),
    province: t.exposeString('province', { nullable: true }),
    country: t.exposeString('country'),
    email: t.exposeString('email', { nullable: true }),
  }),
});
