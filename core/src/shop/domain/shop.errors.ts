import { DomainError, domainError } from '../../shared/domain-error.ts';

const coins = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'Lurkcoin' : 'Lurkcoins'}`;

export class ShopItemNotFound extends domainError('SHOP.ITEM_NOT_FOUND', 'This item is not in the shop.') {}
/** A refusal that compares figures says both: what the order costs and what the creator has. */
export class NotEnoughCoins extends DomainError {
  readonly code = 'SHOP.NOT_ENOUGH_COINS';
  override readonly field = 'quantity';
  readonly message: string;
  constructor(costCoins: number, balanceCoins: number) {
    super();
    this.message = `This order costs ${coins(costCoins)}; you have ${coins(balanceCoins)}.`;
  }
}
export class OutOfStock extends domainError('SHOP.OUT_OF_STOCK', 'Not enough of this item is left in stock.', 'quantity') {}
