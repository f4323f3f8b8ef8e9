/** Something a creator can buy with Lurkcoins in /creator/shop (spec 1 "Earn Lurkcoins and shop"). */
export interface ShopItem {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Whole Lurkcoins for one item. */
  readonly priceCoins: number;
  /** Items left; an order takes from it and it never goes below zero. */
  readonly stock: number;
  /** A physical item is shipped, so its order asks for a shipping address; a digital one is fulfilled at once. */
  readonly physical: boolean;
  readonly createdAt: Date;
}
