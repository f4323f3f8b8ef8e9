import { describe, expect, it } from 'vitest';
import { compareBuildId } from './build-id.ts';
import { shouldScrollToTop } from './scroll-to-top.ts';

describe('shouldScrollToTop', () => {
  it('scrolls after a navigation without keepScroll', () => {
    expect(shouldScrollToTop('')).toBe(true);
    expect(shouldScrollToTop('?tab=active')).toBe(true);
  });

  it('keeps the position when keepScroll is in the query, with or without a value', () => {
    expect(shouldScrollToTop('?keepScroll')).toBe(false);
    expect(shouldScrollToTop('?tab=ended&keepScroll=true')).toBe(false);
  });
});

describe('compareBuildId', () => {
  it('remembers the first build id without reloading', () => {
    expect(compareBuildId(null, 'b1')).toEqual({ loaded: 'b1', reload: false });
  });

  it('reloads when the build id changes', () => {
    expect(compareBuildId('b1', 'b2')).toEqual({ loaded: 'b1', reload: true });
  });

  it('does nothing for the same build or no answer', () => {
    expect(compareBuildId('b1', 'b1')).toEqual({ loaded: 'b1', reload: false });
    expect(compareBuildId('b1', null)).toEqual({ loaded: 'b1', reload: false });
    expect(compareBuildId(null, null)).toEqual({ loaded: null, reload: false });
  });
});
