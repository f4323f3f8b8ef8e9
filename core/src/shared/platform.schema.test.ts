import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_PLATFORM,
  familyOf,
  isPlatform,
  PLATFORM_FAMILIES,
  PLATFORM_NAMES,
  PLATFORMS,
  platformIdOf,
  platformOf,
  platformSchema,
  platformsMatching,
  samePlatformName,
} from './platform.schema.ts';

/** The same name as people type it: other case, spaces around, punctuation dropped or added. */
const retyped = (name: string) =>
  fc
    .tuple(fc.boolean(), fc.constantFrom('', ' ', '  '), fc.constantFrom('', ' ', '\t'))
    .map(([lower, before, after]) => `${before}${lower ? name.toLowerCase() : name.toUpperCase()}${after}`);

describe('the platform vocabulary', () => {
  it('covers the six families of the spec', () => {
    expect(new Set(Object.values(PLATFORMS))).toEqual(new Set(PLATFORM_FAMILIES));
  });

  it('reads every platform name however it is cased or padded', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLATFORM_NAMES).chain((name) => retyped(name).map((typed) => [name, typed] as const)),
        ([name, typed]) => platformOf(typed) === name,
      ),
    );
  });

  it('maps the free-text names in use to one platform each', () => {
    expect(['Steam', 'steam ', ' STEAM'].map(platformOf)).toEqual(['Steam', 'Steam', 'Steam']);
    expect(['PS5', 'PlayStation 5', 'playstation', 'PSN'].map(platformOf)).toEqual(Array(4).fill('PlayStation 5'));
    expect(['Xbox', 'Xbox Series X', 'xbox series x|s'].map(platformOf)).toEqual(Array(3).fill('Xbox Series X|S'));
    expect(['Switch', 'Nintendo Switch', 'nintendo'].map(platformOf)).toEqual(Array(3).fill('Nintendo Switch'));
    expect(['Epic', 'Epic Games'].map(platformOf)).toEqual(['Epic Games Store', 'Epic Games Store']);
    expect(platformOf('Dreamcast')).toBeNull();
    expect(platformOf('toString')).toBeNull();
  });

  it('finds every platform of a family by the family, and a platform by itself', () => {
    expect(platformsMatching('Playstation')).toEqual([
      'PlayStation 5',
      'PlayStation 5 (EU)',
      'PlayStation 5 (NA)',
      'PlayStation 5 (JP)',
      'PlayStation 4',
    ]);
    expect(platformsMatching('PlayStation')).toEqual(platformsMatching('Playstation'));
    for (const family of PLATFORM_FAMILIES) for (const platform of platformsMatching(family)) expect(familyOf(platform)).toBe(family);
    expect(platformsMatching('steam')).toEqual(['Steam']);
    expect(platformsMatching('Dreamcast')).toEqual([]);
  });

  it('takes a form value as its vocabulary name and refuses unknown names at the field', () => {
    expect(v.parse(platformSchema, ' ps5 ')).toBe('PlayStation 5');
    expect(v.safeParse(platformSchema, 'Dreamcast').issues?.[0]?.message).toBe('Choose a platform from the list.');
    expect(v.safeParse(platformSchema, '  ').issues?.[0]?.message).toBe('Platform name is required.');
  });
});

describe('the platform identifiers', () => {
  it('gives every platform one identifier a GraphQL enum can hold, read back as the same platform', () => {
    const ids = PLATFORM_NAMES.map(platformIdOf);
    expect(new Set(ids).size).toBe(PLATFORM_NAMES.length);
    for (const [index, id] of ids.entries()) {
      expect(id).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(platformOf(id)).toBe(PLATFORM_NAMES[index]);
    }
    expect(platformIdOf('PlayStation 5 (EU)')).toBe('PLAYSTATION_5_EU');
    expect(platformIdOf('Xbox Series X|S')).toBe('XBOX_SERIES_X_S');
  });

  it('has a fallback for names it does not know, in the vocabulary itself', () => {
    expect(isPlatform(FALLBACK_PLATFORM)).toBe(true);
  });

  it('compares names as the vocabulary reads them', () => {
    expect(samePlatformName('PS5', ' playstation 5')).toBe(true);
    expect(samePlatformName('Steam', 'GOG')).toBe(false);
    expect(samePlatformName('Dreamcast', 'dreamcast ')).toBe(true);
  });
});
