import { describe, expect, it } from 'vitest';
import { creator, requirements } from '../testing/requirements-builders.ts';
import type { Eligibility, RequirementGroup } from './eligibility.ts';
import { evaluateRequirements, groupOf } from './evaluate-requirements.ts';

const status = (e: Eligibility, group: RequirementGroup) => groupOf(e, group)?.status;
const reasons = (e: Eligibility, group: RequirementGroup) => groupOf(e, group)?.reasons ?? [];
const tooSmall = { audience: { twitchFollowers: 10_000 } };
const sweden = { location: { countries: ['SE'], continents: [] } };

describe('evaluateRequirements: the company picks and program membership', () => {
  it('passes a whitelisted creator who is too small, and refuses a creator who is neither', () => {
    const req = requirements({ ...tooSmall, whitelist: ['creator-1'] });
    const listed = evaluateRequirements(req, creator());
    expect(listed.eligible).toBe(true);
    expect(reasons(listed, 'audience')).toEqual(['You are on the campaign whitelist.']);
    const other = evaluateRequirements(req, creator({ creatorId: 'creator-2' }));
    expect(status(other, 'audience')).toBe('Not met');
    expect(reasons(other, 'audience')).toContain('You are not on the campaign whitelist.');
  });

  it('limits a campaign with only a creator list to creators on it', () => {
    const req = requirements({ creatorListIds: ['list-a', 'list-b'] });
    expect(evaluateRequirements(req, creator({ creatorListIds: ['list-b'] })).eligible).toBe(true);
    const outsider = evaluateRequirements(req, creator({ creatorListIds: ['list-c'] }));
    expect(outsider.eligible).toBe(false);
    expect(reasons(outsider, 'audience')).toEqual(["You are not on the company's creator lists for this campaign."]);
  });

  it('still asks a picked creator for location and language', () => {
    const req = requirements({ ...sweden, whitelist: ['creator-1'] });
    expect(evaluateRequirements(req, creator({ country: 'DE' })).eligible).toBe(false);
  });

  it('needs program membership when a program is set, or a pick', () => {
    const req = requirements({ creatorProgramId: 'program-1' });
    expect(status(evaluateRequirements(req, creator({ acceptedProgramIds: ['program-1'] })), 'membership')).toBe('Passed');
    const outsider = evaluateRequirements(req, creator({ acceptedProgramIds: ['program-2'] }));
    expect(outsider.eligible).toBe(false);
    expect(reasons(outsider, 'membership')).toEqual(['Join the creator program to take part.']);
    const picked = evaluateRequirements({ ...req, whitelist: ['creator-1'] }, creator());
    expect(status(picked, 'membership')).toBe('Passed');
  });
});

describe('evaluateRequirements: waivers', () => {
  it('"allow offers from all creators" waives audience and membership but not location or language', () => {
    const req = requirements({
      ...tooSmall,
      ...sweden,
      languages: ['sv'],
      creatorProgramId: 'program-1',
      allowOffersFromAllCreators: true,
    });
    const welcome = evaluateRequirements(req, creator());
    expect(welcome).toMatchObject({ eligible: true, waiver: 'allCreators' });
    expect(reasons(welcome, 'audience')).toEqual(['The campaign welcomes offers from all creators.']);
    expect(status(welcome, 'membership')).toBe('Passed');
    expect(evaluateRequirements(req, creator({ country: 'DE' })).eligible).toBe(false);
    expect(evaluateRequirements(req, creator({ languages: ['en'] })).eligible).toBe(false);
  });

  it('VIP access waives audience and membership, keeps location and language by default', () => {
    const req = requirements({ ...tooSmall, ...sweden, creatorProgramId: 'program-1', allowOffersFromAllCreators: true });
    const vip = evaluateRequirements(req, creator({ hasVipAccess: true }));
    expect(vip).toMatchObject({ eligible: true, waiver: 'vipAccess' });
    expect(reasons(vip, 'audience')).toEqual(['VIP access: this requirement does not apply to you.']);
    const abroad = evaluateRequirements(req, creator({ hasVipAccess: true, country: 'DE' }));
    expect(abroad.eligible).toBe(false);
    expect(status(abroad, 'location')).toBe('Not met');
  });

  it('lets VIP waive location and language too under a policy that says so', () => {
    const req = requirements({ ...sweden, languages: ['sv'] });
    const vip = creator({ hasVipAccess: true, country: 'DE', languages: ['de'] });
    const result = evaluateRequirements(req, vip, { vipSkipsLocationAndLanguage: true });
    expect(result.eligible).toBe(true);
    expect(reasons(result, 'language')).toEqual(['VIP access: this requirement does not apply to you.']);
    expect(evaluateRequirements(req, creator({ country: 'DE' }), { vipSkipsLocationAndLanguage: true }).eligible).toBe(false);
  });

  it('ignores VIP access on a campaign that switched it off', () => {
    const req = requirements({ ...tooSmall, vipAccess: false });
    const result = evaluateRequirements(req, creator({ hasVipAccess: true }));
    expect(result).toMatchObject({ eligible: false, waiver: 'requirements' });
  });
});
