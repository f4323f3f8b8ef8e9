import { DomainError } from '../../shared/domain-error.ts';

export class ShopItemNotFound extends DomainError {
  readonly code = 'SHOP.ITEM_NOT_FOUND';
  readonly message = 'This item is not in the shop.';
}
export class NotEnoughCoins extends DomainError {
  readonly code = 'SHOP.NOT_ENOUGH_COINS';
  readonly message = 'You do not have enough Lurkcoins for this order.';
  override readonly field = 'quantity';
}
export class OutOfStock extends DomainError {
  readonly code = 'SHOP.OUT_OF_STOCK';
  readonly message = 'Not enough of this item is left in stock.';
  override readonly field = 'quantity';
}
