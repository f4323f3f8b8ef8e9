import { describe, expect, it } from 'vitest';
import { parseFields } from './field-parse.ts';
import { CODES_PER_REWARD_MAX, missionRewardSchema, missionRewardsSchema } from './mission-reward.schema.ts';
import * as v from 'valibot';

const merchandise = {
  kind: 'merchandise',
  name: 'Hoodie',
  imageUrl: 'https://cdn.example.com/h.png',
  numberOfItems: 1,
  collectAddress: true,
};
const custom = { kind: 'custom', name: 'Studio visit', description: 'Meet the team', agreement: true };
const codes = { kind: 'codes', itemId: 'item-1', platforms: ['Steam'], numberOfCodes: 1 };
const parse = (raw: unknown) => parseFields(missionRewardSchema, raw);

describe('mission rewards', () => {
  it('accepts merchandise with one item; a blank message becomes null', () => {
    expect(parse({ ...merchandise, message: '  ' })).toEqual({ ok: true, value: { ...merchandise, message: null } });
  });

  it('accepts a custom reward without image or message', () => {
    expect(parse(custom)).toEqual({ ok: true, value: { ...custom, imageUrl: null, message: null } });
  });

  it('accepts a custom reward with an image and message', () => {
    const result = parse({ ...custom, imageUrl: 'https://cdn.example.com/v.png', message: 'See you soon' });
    expect(result).toMatchObject({ ok: true, value: { imageUrl: 'https://cdn.example.com/v.png', message: 'See you soon' } });
  });

  it('accepts a code rule with one code and drops repeated platforms', () => {
    expect(parse({ ...codes, platforms: ['Steam', 'Steam', 'GOG'] })).toEqual({
      ok: true,
      value: { ...codes, platforms: ['Steam', 'GOG'] },
    });
  });

  it.each([
    ['merchandise without a name', { ...merchandise, name: '' }, 'name'],
    ['merchandise without an image', { ...merchandise, imageUrl: '' }, 'imageUrl'],
    ['merchandise with 0 items', { ...merchandise, numberOfItems: 0 }, 'numberOfItems'],
    ['merchandise without the address choice', { ...merchandise, collectAddress: undefined }, 'collectAddress'],
    ['a custom reward without a name', { ...custom, name: ' ' }, 'name'],
    ['a custom reward without a description', { ...custom, description: '' }, 'description'],
    ['a custom reward without the agreement', { ...custom, agreement: false }, 'agreement'],
    ['a custom reward with a bad image URL', { ...custom, imageUrl: 'not a url' }, 'imageUrl'],
    ['a code rule without platforms', { ...codes, platforms: [] }, 'platforms'],
    ['a code rule with 0 codes', { ...codes, numberOfCodes: 0 }, 'numberOfCodes'],
    ['a code rule above the maximum codes', { ...codes, numberOfCodes: CODES_PER_REWARD_MAX + 1 }, 'numberOfCodes'],
    ['an unknown reward type', { kind: 'cash' }, 'kind'],
  ])('refuses %s', (_name, raw, field) => {
    expect(parse(raw)).toMatchObject({ ok: false, error: { code: 'MISSION.INVALID_FIELD', field } });
  });

  it('needs at least one reward', () => {
    const result = parseFields(v.object({ rewards: missionRewardsSchema }), { rewards: [] });
    expect(result).toMatchObject({ ok: false, error: { field: 'rewards', message: 'Add at least one reward.' } });
  });
});
