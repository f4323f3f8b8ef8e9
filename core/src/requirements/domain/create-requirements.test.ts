import { describe, expect, it } from 'vitest';
import { createRequirements } from './create-requirements.ts';
import { OPEN_REQUIREMENTS } from './requirements.entity.ts';
import { MAX_AUDIENCE_THRESHOLD } from './requirements.schema.ts';

const form = (changes: Record<string, unknown> = {}) => ({ ...structuredClone(OPEN_REQUIREMENTS), ...changes });
const withAudience = (audience: Record<string, unknown>) => form({ audience: { ...OPEN_REQUIREMENTS.audience, ...audience } });

describe('createRequirements', () => {
  it('accepts open requirements unchanged', () => {
    expect(createRequirements(form())).toEqual({ ok: true, value: OPEN_REQUIREMENTS });
  });

  it('normalises countries to upper case, languages to lower case, and drops duplicates', () => {
    const result = createRequirements(
      form({
        location: { countries: [' se', 'SE', 'us'], continents: ['europe', 'europe'] },
        languages: ['EN', 'en'],
        whitelist: ['a', 'a '],
      }),
    );
    expect(result.ok && result.value).toMatchObject({
      location: { countries: ['SE', 'US'], continents: ['europe'] },
      languages: ['en'],
      whitelist: ['a'],
    });
  });

  it.each([
    ['a negative threshold', withAudience({ twitchFollowers: -1 }), 'audience.twitchFollowers', 'cannot be negative'],
    ['a fractional threshold', withAudience({ youtubeSubscribers: 2.5 }), 'audience.youtubeSubscribers', 'whole number'],
    ['a threshold above the maximum', withAudience({ tiktokFollowers: MAX_AUDIENCE_THRESHOLD + 1 }), 'audience.tiktokFollowers', 'at most'],
    ['an unknown country', form({ location: { countries: ['ZZ'], continents: [] } }), 'location.countries.0', 'country from the list'],
    ['a continent code instead of a name', form({ location: { countries: [], continents: ['EU'] } }), 'location.continents.0', 'continent'],
    ['a three-letter language', form({ languages: ['eng'] }), 'languages.0', 'language'],
    ['an empty program id', form({ creatorProgramId: ' ' }), 'creatorProgramId', 'creator program'],
  ])('refuses %s with the field path', (_name, raw, field, message) => {
    const result = createRequirements(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'REQUIREMENTS.INVALID_FIELD', field });
    expect(result.error.message).toContain(message);
  });

  it('accepts 0 and the maximum as thresholds', () => {
    const result = createRequirements(withAudience({ twitchFollowers: 0, tiktokFollowers: MAX_AUDIENCE_THRESHOLD }));
    expect(result.ok && result.value.audience).toMatchObject({ twitchFollowers: 0, tiktokFollowers: MAX_AUDIENCE_THRESHOLD });
  });

  it('names the whole value when it is not an object', () => {
    const result = createRequirements(null);
    expect(!result.ok && result.error.field).toBe('requirements');
  });
});
