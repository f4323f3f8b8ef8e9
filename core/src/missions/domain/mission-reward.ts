import { err, ok, type Result } from '../../shared/result.ts';
import { MerchandiseOutOfStock } from './missions.errors.ts';

export interface MerchandiseReward {
  readonly id: string;
  readonly kind: 'merchandise';
  readonly name: string;
  readonly imageUrl: string;
  readonly numberOfItems: number;
  readonly message: string | null;
  /** The creator gives a shipping address when claiming. */
  readonly collectAddress: boolean;
  /** Never above numberOfItems. */
  readonly grantedCount: number;
}
export interface CustomReward {
  readonly id: string;
  readonly kind: 'custom';
  readonly name: string;
  readonly description: string;
  readonly imageUrl: string | null;
  readonly message: string | null;
}
export interface CodeDistributionRule {
  readonly id: string;
  readonly kind: 'codes';
  /** The Code Manager item whose codes are handed out. */
  readonly itemId: string;
  readonly platforms: readonly string[];
  readonly numberOfCodes: number;
}
export type MissionReward = MerchandiseReward | CustomReward | CodeDistributionRule;

export const itemsLeft = (reward: MerchandiseReward): number => reward.numberOfItems - reward.grantedCount;

/** Grants one item; the granted count may reach the number of items but never pass it. */
export function grantMerchandise(reward: MerchandiseReward): Result<MerchandiseReward, MerchandiseOutOfStock> {
  if (itemsLeft(reward) <= 0) return err(new MerchandiseOutOfStock(reward.id));
  return ok({ ...reward, grantedCount: reward.grantedCount + 1 });
}
