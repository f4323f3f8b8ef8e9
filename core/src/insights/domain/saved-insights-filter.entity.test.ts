import { describe, expect, it } from 'vitest';
import { parseFilterFields } from './saved-insights-filter.entity.ts';
import { FILTER_NAME_MAX_LENGTH } from './saved-insights-filter.schema.ts';

describe('parseFilterFields', () => {
  it('trims the name and fills neutral defaults for missing options', () => {
    expect(parseFilterFields({ name: '  Swedish streamers ', options: undefined })).toEqual({
      ok: true,
      value: {
        name: 'Swedish streamers',
        options: {
          tab: 'CREATORS',
          aggregationPeriodDays: 30,
          platforms: [],
          tierBasis: 'CCV',
          tiers: [],
          postTypes: [],
          languages: [],
          countries: [],
          gameIds: [],
        },
      },
    });
  });

  it.each([[''], ['   '], [undefined], [42]])('requires a name (%o)', (name) => {
    const result = parseFilterFields({ name, options: {} });
    expect(!result.ok && result.error).toMatchObject({
      code: 'INSIGHTS.FILTER_NAME_REQUIRED',
      field: 'name',
      message: 'Filter name is required.',
    });
  });

  it(`accepts a ${FILTER_NAME_MAX_LENGTH} character name and refuses one more`, () => {
    expect(parseFilterFields({ name: 'x'.repeat(FILTER_NAME_MAX_LENGTH), options: {} }).ok).toBe(true);
    const tooLong = parseFilterFields({ name: 'x'.repeat(FILTER_NAME_MAX_LENGTH + 1), options: {} });
    expect(!tooLong.ok && tooLong.error).toMatchObject({ code: 'INSIGHTS.INVALID_FILTER_FIELD', field: 'name' });
  });

  it.each([
    [{ aggregationPeriodDays: 60 }, 'options.aggregationPeriodDays'],
    [{ tiers: ['mega'] }, 'options.tiers.0'],
    [{ datePreset: 'LAST_DECADE' }, 'options.datePreset'],
    [{ countries: ['se'] }, 'options.countries.0'],
  ])('refuses the option %o on its field', (options, field) => {
    const result = parseFilterFields({ name: 'Mine', options });
    expect(!result.ok && result.error).toMatchObject({ code: 'INSIGHTS.INVALID_FILTER_FIELD', field });
  });

  it('refuses options that are not an object', () => {
    const result = parseFilterFields({ name: 'Mine', options: 'all' });
    expect(!result.ok && result.error).toMatchObject({ code: 'INSIGHTS.INVALID_FILTER_FIELD', field: 'options' });
  });
});
