import { describe, expect, it } from 'vitest';
import { PAGE_LIMITS, checkPageLimit } from './page-limits.ts';

describe('page limits', () => {
  it('allows a 6th creator page and refuses a 7th with 2015', () => {
    expect(PAGE_LIMITS.creator).toBe(6);
    expect(checkPageLimit('creator', 5).ok).toBe(true);
    expect(checkPageLimit('creator', 6)).toMatchObject({
      ok: false,
      error: { code: '2015', message: 'You cannot create more than 6 Creator Pages.' },
    });
  });

  it('allows a 6th analytics page and refuses a 7th with 5015', () => {
    expect(checkPageLimit('analytics', 5).ok).toBe(true);
    expect(checkPageLimit('analytics', 6)).toMatchObject({ ok: false, error: { code: '5015', limit: 6 } });
  });
});
