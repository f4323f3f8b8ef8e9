import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { REPEAT_COUNT_MAX, mayRepeat, repeatCountLabel, repeatCountSchema } from './repeat-count.ts';

describe('repeat count', () => {
  it('reads 0 as unlimited, 1 as once, otherwise N times', () => {
    expect(repeatCountLabel(0)).toBe('Unlimited');
    expect(repeatCountLabel(1)).toBe('Once');
    expect(repeatCountLabel(3)).toBe('3 times');
  });

  it('allows another run while fewer than N are completed', () => {
    expect(mayRepeat(3, 2)).toBe(true);
    expect(mayRepeat(3, 3)).toBe(false);
    expect(mayRepeat(1, 1)).toBe(false);
    expect(mayRepeat(1, 0)).toBe(true);
  });

  it('always allows another run when unlimited', () => {
    expect(mayRepeat(0, 10_000)).toBe(true);
  });

  it(`accepts 0 to ${REPEAT_COUNT_MAX} whole numbers only`, () => {
    expect(v.is(repeatCountSchema, 0)).toBe(true);
    expect(v.is(repeatCountSchema, REPEAT_COUNT_MAX)).toBe(true);
    expect(v.is(repeatCountSchema, -1)).toBe(false);
    expect(v.is(repeatCountSchema, REPEAT_COUNT_MAX + 1)).toBe(false);
    expect(v.is(repeatCountSchema, 1.5)).toBe(false);
  });
});
