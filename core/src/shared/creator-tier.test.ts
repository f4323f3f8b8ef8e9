import { describe, expect, it } from 'vitest';
import { tierByCcv, tierByViews } from './creator-tier.ts';

describe('creator tiers (each bound belongs to the lower tier)', () => {
  it.each([
    [0, 'nano'],
    [10, 'nano'],
    [10.5, 'micro'],
    [11, 'micro'],
    [100, 'micro'],
    [101, 'mid'],
    [1_000, 'mid'],
    [1_001, 'macro'],
    [10_000, 'macro'],
    [10_000.01, 'top'],
    [250_000, 'top'],
  ])('CCV %d is %s', (ccv, tier) => {
    expect(tierByCcv(ccv)).toBe(tier);
  });

  it.each([
    [0, 'nano'],
    [1_000, 'nano'],
    [1_001, 'micro'],
    [10_000, 'micro'],
    [10_001, 'mid'],
    [100_000, 'mid'],
    [100_001, 'macro'],
    [1_000_000, 'macro'],
    [1_000_001, 'top'],
  ])('%d views is %s', (views, tier) => {
    expect(tierByViews(views)).toBe(tier);
  });

  it('refuses a negative or missing figure as a programming error', () => {
    expect(() => tierByCcv(-1)).toThrow(RangeError);
    expect(() => tierByViews(Number.NaN)).toThrow(RangeError);
  });
});
