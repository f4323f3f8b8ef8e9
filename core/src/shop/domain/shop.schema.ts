import * as v from 'valibot';
import { addressSchema } from '../../accounts/profile/domain/user-profile.schema.ts';

export const SHOP_ITEM_NAME_MAX = 80;
export const SHOP_ITEM_DESCRIPTION_MAX = 1000;
export const SHOP_ORDER_QUANTITY_MAX = 5;

const wholeNumber = (message: string) => v.pipe(v.number(message), v.integer(message));

/** What staff send to put an item in the shop. */
export const shopItemFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the item name.'),
    v.maxLength(SHOP_ITEM_NAME_MAX, `The name can be at most ${SHOP_ITEM_NAME_MAX} characters.`),
  ),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter a description.'),
    v.maxLength(SHOP_ITEM_DESCRIPTION_MAX, `The description can be at most ${SHOP_ITEM_DESCRIPTION_MAX} characters.`),
  ),
  priceCoins: v.pipe(wholeNumber('Enter the price in whole Lurkcoins.'), v.minValue(1, 'The price is at least 1 Lurkcoin.')),
  stock: v.pipe(wholeNumber('Enter the stock as a whole number.'), v.minValue(0, 'The stock cannot be negative.')),
  physical: v.optional(v.boolean(), false),
});
export type ShopItemFormInput = v.InferInput<typeof shopItemFormSchema>;

/** What the Buy button sends. */
export const shopOrderFormSchema = v.object({
  quantity: v.pipe(
    v.optional(wholeNumber('Enter how many you want.'), 1),
    v.minValue(1, 'Buy at least one.'),
    v.maxValue(SHOP_ORDER_QUANTITY_MAX, `Buy at most ${SHOP_ORDER_QUANTITY_MAX} at once.`),
  ),
});

/** What the confirmation of a physical item adds: where to ship it, each part refused at its field. */
export const shippingFormSchema = v.object({ shippingAddress: addressSchema });
