import { describe, expect, it } from 'vitest';
import { aCodeItem, codesOf } from '../testing/builders.ts';
import { availabilityOf, balanceColour, platformStock, stockOf } from './availability.ts';

describe('availabilityOf (spec 9: red out, yellow under 10% remaining, green at or over 10%)', () => {
  it('is HIGH at exactly 10% remaining', () => {
    expect(availabilityOf({ available: 10, claimed: 90 })).toBe('HIGH');
    expect(availabilityOf({ available: 1, claimed: 9 })).toBe('HIGH');
  });
  it('is LOW just under 10%', () => {
    expect(availabilityOf({ available: 9, claimed: 91 })).toBe('LOW');
    expect(availabilityOf({ available: 99, claimed: 901 })).toBe('LOW');
  });
  it('is OUT with none available, whatever was claimed', () => {
    expect(availabilityOf({ available: 0, claimed: 50 })).toBe('OUT');
    expect(availabilityOf({ available: 0, claimed: 0 })).toBe('OUT');
  });
  it('is HIGH when nothing was claimed yet', () => {
    expect(availabilityOf({ available: 1, claimed: 0 })).toBe('HIGH');
  });
  it('maps to the balance colours', () => {
    expect([balanceColour('HIGH'), balanceColour('LOW'), balanceColour('OUT')]).toEqual(['green', 'yellow', 'red']);
  });
});

describe('stockOf / platformStock', () => {
  it('counts every status, and one platform ignoring case', () => {
    const item = aCodeItem();
    const codes = [
      ...codesOf(item, 3),
      ...codesOf(item, 2, { status: 'claimed' }),
      ...codesOf(item, 1, { status: 'unavailable' }),
      ...codesOf(item, 4, { platform: 'Xbox' }),
    ];
    expect(stockOf(codes)).toEqual({ added: 10, available: 7, claimed: 2, unavailable: 1 });
    expect(platformStock(codes, ' steam ')).toEqual({ added: 6, available: 3, claimed: 2, unavailable: 1 });
  });
});
