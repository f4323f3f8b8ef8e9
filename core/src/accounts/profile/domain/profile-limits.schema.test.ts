import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { minimumDealSizeUsdSchema, pageNameSchema } from './profile-limits.schema.ts';

describe('profile form schemas', () => {
  it('checks the page name format the domain uses', () => {
    expect(v.parse(pageNameSchema, ' my-page ')).toBe('my-page');
    expect(v.safeParse(pageNameSchema, '').issues?.[0]?.message).toBe('Name is required.');
    expect(v.safeParse(pageNameSchema, 'no').issues?.[0]?.message).toContain('Invalid name format.');
  });

  it('turns dollars into whole cents, accepting 0 and refusing negatives and a third decimal', () => {
    expect(v.parse(minimumDealSizeUsdSchema, 0)).toBe(0);
    expect(v.parse(minimumDealSizeUsdSchema, 19.99)).toBe(1999);
    expect(v.safeParse(minimumDealSizeUsdSchema, -0.01).success).toBe(false);
    expect(v.safeParse(minimumDealSizeUsdSchema, 1.005).success).toBe(false);
  });
});
