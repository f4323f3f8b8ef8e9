import { describe, expect, it } from 'vitest';
import { aCodeItem, aDistributionRule, BUILDER_NOW, codesOf, COMPANY_ID, CREATOR_ID } from '../testing/builders.ts';
import { codesTestDeps, seedCodes } from '../testing/codes-test-deps.ts';
import type { DistributionRule } from '../domain/distribution-rule.entity.ts';
import { RequestMoreCodes } from './request-more-codes.ts';

async function setup(available: number, rule: Partial<DistributionRule> = {}) {
  const deps = codesTestDeps();
  const item = aCodeItem();
  const theRule = aDistributionRule(item, rule);
  await seedCodes(deps, {
    items: [item],
    codes: [...codesOf(item, available), ...codesOf(item, 3, { status: 'claimed' })],
    rules: [theRule],
  });
  return { deps, item, rule: theRule, request: new RequestMoreCodes(deps) };
}

describe('RequestMoreCodes', () => {
  it('records an open request for the item and platform when the platform cannot fill the rule', async () => {
    const { deps, item, rule, request } = await setup(1, { codeCount: 2 });
    const result = await request.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'steam' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        companyId: COMPANY_ID,
        itemId: item.id,
        creatorId: CREATOR_ID,
        platform: 'Steam',
        status: 'open',
        requestedAt: BUILDER_NOW,
        resolvedAt: null,
      },
    });
    expect(deps.requests.all()).toHaveLength(1);
  });

  it('is refused while enough codes remain (exactly the rule count)', async () => {
    const { rule, request } = await setup(2, { codeCount: 2 });
    expect(await request.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'Steam' })).toMatchObject({
      ok: false,
      error: { code: 'CODES.STILL_AVAILABLE' },
    });
  });

  it('keeps one open request per creator, item and platform; another platform may be asked', async () => {
    const { deps, rule, request } = await setup(0);
    await request.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'Steam' });
    expect(await request.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'STEAM' })).toMatchObject({
      ok: false,
      error: { code: 'CODES.ALREADY_REQUESTED' },
    });
    expect((await request.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'PlayStation 5' })).ok).toBe(true);
    expect(deps.requests.all()).toHaveLength(2);
  });

  it('may ask again once the earlier request was fulfilled', async () => {
    const { deps, rule, request } = await setup(0);
    const first = await request.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'Steam' });
    if (!first.ok) throw new Error('first request');
    await deps.requests.save({ ...first.value, status: 'fulfilled', resolvedAt: BUILDER_NOW });
    expect((await request.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'Steam' })).ok).toBe(true);
  });

  it("refuses another creator's rule, a claimed rule and a platform outside the rule", async () => {
    const { deps, rule, request } = await setup(0);
    expect(await request.execute({ creatorId: 'other', ruleId: rule.id, platform: 'Steam' })).toMatchObject({
      ok: false,
      error: { code: 'CODES.RULE_NOT_FOUND' },
    });
    expect(await request.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'Xbox' })).toMatchObject({
      ok: false,
      error: { code: 'CODES.PLATFORM_NOT_OFFERED' },
    });
    await deps.rules.save({ ...rule, status: 'claimed' });
    expect(await request.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'Steam' })).toMatchObject({
      ok: false,
      error: { code: 'CODES.RULE_NOT_FOUND' },
    });
  });
});
