export const CREATOR_TIERS = ['nano', 'micro', 'mid', 'macro', 'top'] as const;
export type CreatorTier = (typeof CREATOR_TIERS)[number];
export const TIER_BASES = ['CCV', 'VIEWS'] as const;
export type TierBasis = (typeof TIER_BASES)[number];

/**
 * Spec section 9: nano CCV 0-10 or views 0-1,000; micro 10-100 or 1k-10k; mid 100-1,000 or 10k-100k;
 * macro 1,000-10,000 or 100k-1M; top over 10,000 or over 1M.
 * The ranges share their end points. "Top: over 10,000" puts 10,000 itself in macro, so every bound
 * belongs to the LOWER tier: a range is (previous bound, bound]. Exactly 10 CCV is nano, 10.5 is micro;
 * exactly 1,000,000 views is macro, 1,000,001 is top.
 */
export const TIER_UPPER_BOUNDS: Readonly<Record<TierBasis, readonly [number, number, number, number]>> = {
  CCV: [10, 100, 1_000, 10_000],
  VIEWS: [1_000, 10_000, 100_000, 1_000_000],
};

export function tierOf(value: number, basis: TierBasis): CreatorTier {
  if (!(value >= 0)) throw new RangeError(`A tier needs a non-negative figure, got ${value}.`);
  const index = TIER_UPPER_BOUNDS[basis].findIndex((bound) => value <= bound);
  return CREATOR_TIERS[index === -1 ? 4 : index] ?? 'top';
}

export const tierByCcv = (averageCcv: number): CreatorTier => tierOf(averageCcv, 'CCV');
export const tierByViews = (views: number): CreatorTier => tierOf(views, 'VIEWS');
