import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../shared/time.ts';
import { aCodeItem, aDistributionRule, BUILDER_NOW, codesOf, CREATOR_ID } from '../testing/builders.ts';
import { codesTestDeps, seedCodes } from '../testing/codes-test-deps.ts';
import type { DistributionRule } from '../domain/distribution-rule.entity.ts';
import { ClaimCode } from './claim-code.ts';

async function setup(available: number, rule: Partial<DistributionRule> = {}) {
  const deps = codesTestDeps();
  const item = aCodeItem();
  const codes = codesOf(item, available);
  const theRule = aDistributionRule(item, rule);
  await seedCodes(deps, { items: [item], codes: [...codes, ...codesOf(item, 5, { platform: 'Xbox' })], rules: [theRule] });
  deps.clock.advance(5 * MINUTE_MS);
  return { deps, item, codes, rule: theRule, claim: new ClaimCode(deps) };
}

describe('ClaimCode', () => {
  it('gives the creator the rule count of the oldest available codes, marked claimed by them now', async () => {
    const { deps, item, codes, rule, claim } = await setup(3, { codeCount: 2 });
    const now = deps.clock.now();

    const result = await claim.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'steam' });

    expect(result).toEqual({ ok: true, value: { platform: 'Steam', codes: [codes[0]?.value, codes[1]?.value], claimedAt: now } });
    const claimed = (await deps.codes.listByItem(item.id)).filter((c) => c.status === 'claimed');
    expect(claimed.map((c) => [c.claimedBy, c.claimedAt, c.distributedBy])).toEqual([
      [CREATOR_ID, now, rule.id],
      [CREATOR_ID, now, rule.id],
    ]);
    expect(await deps.rules.findById(rule.id)).toMatchObject({ status: 'claimed', claimedAt: now, claimedPlatform: 'Steam' });
    expect(now).not.toEqual(BUILDER_NOW);
  });

  it('blocks the claim when the platform has fewer codes than the rule gives (exactly enough passes)', async () => {
    const short = await setup(1, { codeCount: 2 });
    expect(await short.claim.execute({ creatorId: CREATOR_ID, ruleId: short.rule.id, platform: 'Steam' })).toMatchObject({
      ok: false,
      error: { code: 'CODES.OUT_OF_CODES', platform: 'Steam', canRequestMore: true },
    });
    expect((await short.deps.codes.listByItem(short.item.id)).every((c) => c.status === 'available')).toBe(true);

    const exact = await setup(2, { codeCount: 2 });
    expect((await exact.claim.execute({ creatorId: CREATOR_ID, ruleId: exact.rule.id, platform: 'Steam' })).ok).toBe(true);
  });

  it('is out of codes on a platform with none, even when another platform has plenty', async () => {
    const { claim, rule } = await setup(0);
    expect(await claim.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'PlayStation 5' })).toMatchObject({
      ok: false,
      error: { code: 'CODES.OUT_OF_CODES' },
    });
  });

  it('claims once per rule', async () => {
    const { claim, rule } = await setup(3);
    await claim.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'Steam' });
    expect(await claim.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'Steam' })).toMatchObject({
      ok: false,
      error: { code: 'CODES.ALREADY_CLAIMED' },
    });
  });

  it("refuses another creator's rule, an unknown rule and a platform the rule does not offer", async () => {
    const { claim, rule } = await setup(3);
    expect(await claim.execute({ creatorId: 'someone-else', ruleId: rule.id, platform: 'Steam' })).toMatchObject({
      ok: false,
      error: { code: 'CODES.RULE_NOT_FOUND' },
    });
    expect(await claim.execute({ creatorId: CREATOR_ID, ruleId: 'nope', platform: 'Steam' })).toMatchObject({
      ok: false,
      error: { code: 'CODES.RULE_NOT_FOUND' },
    });
    expect(await claim.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'Xbox' })).toMatchObject({
      ok: false,
      error: { code: 'CODES.PLATFORM_NOT_OFFERED' },
    });
  });

  it('gives the last code to one of two creators claiming at once; the other is out of codes', async () => {
    const { deps, item, rule, claim } = await setup(1);
    const rival = aDistributionRule(item, { creatorId: 'creator-2' });
    await deps.rules.save(rival);

    const results = await Promise.all([
      claim.execute({ creatorId: CREATOR_ID, ruleId: rule.id, platform: 'Steam' }),
      claim.execute({ creatorId: 'creator-2', ruleId: rival.id, platform: 'Steam' }),
    ]);

    expect(results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['ok', 'CODES.OUT_OF_CODES']);
    expect(await deps.rules.findById(rival.id)).toMatchObject({ status: 'open' });
    const steam = (await deps.codes.listByItem(item.id)).filter((c) => c.platform === 'Steam');
    expect(steam.map((c) => [c.status, c.claimedBy])).toEqual([['claimed', CREATOR_ID]]);
  });
});
