import type { Address } from '../../accounts/profile/domain/user-profile.schema.ts';

/**
 * Where an order stands: a physical one is placed, then shipped and delivered, or cancelled; a digital
 * one is fulfilled when it is placed.
 */
export const SHOP_ORDER_STATES = ['placed', 'shipped', 'delivered', 'cancelled', 'fulfilled'] as const;
export type ShopOrderState = (typeof SHOP_ORDER_STATES)[number];

/** A creator's purchase: the item's name and price as they were when bought, so history stays true. */
export interface ShopOrder {
  readonly id: string;
  readonly creatorId: string;
  readonly itemId: string;
  readonly itemName: string;
  readonly quantity: number;
  readonly unitPriceCoins: number;
  readonly totalCoins: number;
  readonly placedAt: Date;
  readonly state: ShopOrderState;
  /** Where a physical item goes, as the creator confirmed it; null for a digital item. */
  readonly shippingAddress: Address | null;
}

/** How the store decided an order: placing it takes stock and coins together, or neither. */
export type PlaceOrderOutcome = 'placed' | 'not-enough-coins' | 'out-of-stock' | 'item-not-found';

/** One line of a creator's Lurkcoin ledger: earnings are positive, spending negative. */
export interface CoinEntry {
  readonly amount: number;
  readonly reason: string;
  readonly at: Date;
}

/** Ledger reason of a purchase (earnings carry their own, e.g. KEY_CONTENT_SUBMITTED). */
export const SHOP_ORDER_REASON = 'SHOP_ORDER';
