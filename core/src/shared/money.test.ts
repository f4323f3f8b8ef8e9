import { describe, expect, it } from 'vitest';
import { addCents, cents, centsOf, formatUsd, roundCents } from './money.ts';

describe('money in cents', () => {
  it('accepts whole non-negative cents and refuses fractions and negatives', () => {
    expect(cents(0).ok).toBe(true);
    expect(cents(1999).ok).toBe(true);
    expect(cents(-1).ok).toBe(false);
    expect(cents(10.5).ok).toBe(false);
    expect(cents(Number.MAX_SAFE_INTEGER + 1).ok).toBe(false);
  });

  it('adds, rounds half away from zero and formats as USD', () => {
    expect(addCents(centsOf(150), centsOf(250))).toBe(400);
    expect(roundCents(12.5)).toBe(13);
    expect(formatUsd(centsOf(123456))).toBe('$1,234.56');
    expect(() => centsOf(-5)).toThrow(RangeError);
  });
});
