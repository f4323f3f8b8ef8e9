import type { Code } from './code.entity.ts';
import { samePlatform } from './platform.ts';

export type Availability = 'HIGH' | 'LOW' | 'OUT';
export type BalanceColour = 'green' | 'yellow' | 'red';

/** Spec 9: yellow under 10% remaining, green at or over it, red when out. */
export const LOW_AVAILABILITY_PERCENT = 10;

export interface Stock {
  readonly added: number;
  readonly available: number;
  readonly claimed: number;
  readonly unavailable: number;
}

export function stockOf(codes: readonly Code[]): Stock {
  const count = (status: Code['status']) => codes.filter((c) => c.status === status).length;
  return { added: codes.length, available: count('available'), claimed: count('claimed'), unavailable: count('unavailable') };
}

export const platformStock = (codes: readonly Code[], platform: string): Stock =>
  stockOf(codes.filter((c) => samePlatform(c.platform, platform)));

/**
 * The share remaining is available / (available + claimed): the codes released to creators. Codes
 * still unavailable (manual allocation) are not offered, so they do not count as remaining (our reading).
 * Integer arithmetic, so exactly 10% is never lost to rounding.
 */
export function availabilityOf(stock: Pick<Stock, 'available' | 'claimed'>): Availability {
  if (stock.available <= 0) return 'OUT';
  const released = stock.available + stock.claimed;
  return stock.available * 100 >= LOW_AVAILABILITY_PERCENT * released ? 'HIGH' : 'LOW';
}

const COLOURS: Readonly<Record<Availability, BalanceColour>> = { HIGH: 'green', LOW: 'yellow', OUT: 'red' };
export const balanceColour = (availability: Availability): BalanceColour => COLOURS[availability];

/** The stock of one platform (case-blind) from per-platform counts; zeros when it has none. */
export function stockOfPlatform(stocks: readonly (Stock & { platform: string })[], platform: string): Stock {
  const found = stocks.find((s) => samePlatform(s.platform, platform));
  return found
    ? { added: found.added, available: found.available, claimed: found.claimed, unavailable: found.unavailable }
    : { added: 0, available: 0, claimed: 0, unavailable: 0 };
}
