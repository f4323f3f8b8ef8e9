import { describe, expect, it } from 'vitest';
import { parseMinimumDealSize } from './minimum-deal-size.ts';

describe('minimum deal size', () => {
  it('accepts 0 and whole cents', () => {
    expect(parseMinimumDealSize(0)).toEqual({ ok: true, value: 0 });
    expect(parseMinimumDealSize(2500)).toEqual({ ok: true, value: 2500 });
  });

  it.each([-1, 10.5, Number.NaN])('refuses %s', (raw) => {
    expect(parseMinimumDealSize(raw)).toMatchObject({
      ok: false,
      error: { code: 'PROFILE.INVALID_MINIMUM_DEAL_SIZE', field: 'minimumDealSize' },
    });
  });
});
