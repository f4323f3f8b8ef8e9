import { domainError } from '../../shared/domain-error.ts';

export class ShopItemNotFound extends domainError('SHOP.ITEM_NOT_FOUND', 'This item is not in the shop.') {}
export class NotEnoughCoins extends domainError('SHOP.NOT_ENOUGH_COINS', 'You do not have enough Lurkcoins for this order.', 'quantity') {}
export class OutOfStock extends domainError('SHOP.OUT_OF_STOCK', 'Not enough of this item is left in stock.', 'quantity') {}
