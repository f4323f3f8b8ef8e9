import { describe, expect, it } from 'vitest';
import { aBriefInput } from '../testing/builders.ts';
import { parseBrief } from './matchmaking-brief.ts';

const errorOf = (raw: unknown) => {
  const result = parseBrief(raw);
  return result.ok ? null : result.error;
};

describe('parseBrief', () => {
  it('accepts a full brief and normalises codes', () => {
    const result = parseBrief({ ...aBriefInput(), languages: [' EN '], locations: ['se', 'EUROPE'] });
    expect(result.ok && result.value).toMatchObject({ languages: ['en'], locations: ['SE', 'EUROPE'], strategy: 'BALANCED' });
  });

  it('defaults the strategy, lists, region budgets and minimum duration', () => {
    const { strategy: _s, similarGameIds: _g, languages: _l, locations: _o, minContentDurationHours: _m, ...rest } = aBriefInput();
    const result = parseBrief({ ...rest, budget: { totalCents: 100, maxBidPerHourWatchedCents: 10 } });
    expect(result.ok && result.value).toMatchObject({
      strategy: 'BALANCED',
      similarGameIds: [],
      languages: [],
      locations: [],
      minContentDurationHours: 0,
      budget: { perRegionCents: {} },
    });
  });

  it.each([
    ['no activation', { activation: undefined }],
    ['an activation without type', { activation: { type: '', id: 'quest-1' } }],
    ['an activation without id', { activation: { type: 'QUEST', id: null } }],
    ['an activation with a blank id', { activation: { type: 'QUEST', id: '  ' } }],
  ])('refuses %s with MATCHMAKING.ACTIVATION_REQUIRED', (_name, change) => {
    expect(errorOf({ ...aBriefInput(), ...change })).toMatchObject({ code: 'MATCHMAKING.ACTIVATION_REQUIRED', field: 'activation' });
  });

  it('refuses a missing objective with MATCHMAKING.OBJECTIVE_REQUIRED, after the activation check', () => {
    expect(errorOf({ ...aBriefInput(), objective: ' ' })).toMatchObject({ code: 'MATCHMAKING.OBJECTIVE_REQUIRED', field: 'objective' });
    expect(errorOf({ objective: undefined })?.code).toBe('MATCHMAKING.ACTIVATION_REQUIRED');
    expect(errorOf(null)?.code).toBe('MATCHMAKING.ACTIVATION_REQUIRED');
  });

  it.each([
    ['an unknown objective', { objective: 'FAME' }, 'objective'],
    ['an unknown activation type', { activation: { type: 'RAFFLE', id: 'x' } }, 'activation.type'],
    ['no game', { gameId: ' ' }, 'gameId'],
    ['a three-letter language', { languages: ['eng'] }, 'languages.0'],
    ['an unknown location', { locations: ['Atlantis'] }, 'locations.0'],
    ['a zero total budget', { budget: { ...aBriefInput().budget, totalCents: 0 } }, 'budget.totalCents'],
    ['a fraction of a cent', { budget: { ...aBriefInput().budget, totalCents: 10.5 } }, 'budget.totalCents'],
    ['a zero max bid', { budget: { ...aBriefInput().budget, maxBidPerHourWatchedCents: 0 } }, 'budget.maxBidPerHourWatchedCents'],
    ['a negative region budget', { budget: { ...aBriefInput().budget, perRegionCents: { EUROPE: -1 } } }, 'budget.perRegionCents.EUROPE'],
    ['zero hours per creator', { hoursPerCreator: 0, minContentDurationHours: 0 }, 'hoursPerCreator'],
    ['a negative minimum duration', { minContentDurationHours: -1 }, 'minContentDurationHours'],
  ])('refuses %s on its field', (_name, change, field) => {
    expect(errorOf({ ...aBriefInput(), ...change })).toMatchObject({ code: 'MATCHMAKING.INVALID_BRIEF_FIELD', field });
  });

  it('accepts the smallest total and bid: 1 cent', () => {
    expect(parseBrief({ ...aBriefInput(), budget: { totalCents: 1, maxBidPerHourWatchedCents: 1 } }).ok).toBe(true);
  });

  it('needs hours per creator to cover the minimum content duration (equal passes, below fails)', () => {
    expect(parseBrief({ ...aBriefInput(), minContentDurationHours: 3, hoursPerCreator: 3 }).ok).toBe(true);
    expect(errorOf({ ...aBriefInput(), minContentDurationHours: 3, hoursPerCreator: 2.5 })).toMatchObject({
      code: 'MATCHMAKING.INVALID_BRIEF_FIELD',
      field: 'hoursPerCreator',
    });
  });

  it('keeps a country code apart from a region name in region budgets (SA is Saudi Arabia)', () => {
    const result = parseBrief({ ...aBriefInput(), budget: { ...aBriefInput().budget, perRegionCents: { sa: 100, SOUTH_AMERICA: 200 } } });
    expect(result.ok && result.value.budget.perRegionCents).toEqual({ SA: 100, SOUTH_AMERICA: 200 });
  });
});
