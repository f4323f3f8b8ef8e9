import { describe, expect, it } from 'vitest';
import { BUILDER_NOW } from '../testing/builders.ts';
import { createDistributionRule, markRuleClaimed, MAX_CODES_PER_RULE, ruleOffers } from './distribution-rule.entity.ts';

const input = { id: 'r', companyId: 'c', itemId: 'i', creatorId: 'cr', platforms: ['Steam'], codeCount: 1, now: BUILDER_NOW };

describe('createDistributionRule', () => {
  it('keeps the chosen platforms by their vocabulary names, once each, and opens the rule', () => {
    const rule = createDistributionRule({ ...input, platforms: [' Steam ', 'steam', '', 'Xbox', 'Xbox Series X|S'] });
    expect(rule).toMatchObject({ ok: true, value: { platforms: ['Steam', 'Xbox Series X|S'], status: 'open', claimedAt: null } });
  });
  it('needs at least one platform', () => {
    expect(createDistributionRule({ ...input, platforms: [' '] })).toMatchObject({
      ok: false,
      error: { code: 'CODES.INVALID_RULE', field: 'platforms' },
    });
  });
  it('needs at least one code (0 refused, 1 kept) and at most the cap', () => {
    expect(createDistributionRule({ ...input, codeCount: 0 })).toMatchObject({ ok: false, error: { field: 'codeCount' } });
    expect(createDistributionRule({ ...input, codeCount: 1.5 }).ok).toBe(false);
    expect(createDistributionRule({ ...input, codeCount: MAX_CODES_PER_RULE }).ok).toBe(true);
    expect(createDistributionRule({ ...input, codeCount: MAX_CODES_PER_RULE + 1 }).ok).toBe(false);
  });
  it('is claimed once, and names the platform it offers', () => {
    const rule = createDistributionRule(input);
    if (!rule.ok) throw new Error('rule');
    expect(ruleOffers(rule.value, 'STEAM')).toBe('Steam');
    expect(ruleOffers(rule.value, 'Xbox')).toBeUndefined();
    const claimed = markRuleClaimed(rule.value, 'Steam', BUILDER_NOW);
    expect(claimed).toMatchObject({ ok: true, value: { status: 'claimed', claimedPlatform: 'Steam', claimedAt: BUILDER_NOW } });
    expect(claimed.ok && markRuleClaimed(claimed.value, 'Steam', BUILDER_NOW).ok).toBe(false);
  });
});
