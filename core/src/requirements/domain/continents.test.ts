import { describe, expect, it } from 'vitest';
import { COUNTRY_CONTINENT, EEA_COUNTRIES, EU_COUNTRIES, continentOf, isKnownCountry } from './continents.ts';

describe('country -> continent map', () => {
  it('holds every EU and EEA member in Europe', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(EEA_COUNTRIES).toHaveLength(30);
    for (const country of EEA_COUNTRIES) expect(continentOf(country)).toBe('europe');
  });

  it.each([
    ['US', 'northAmerica'],
    ['CA', 'northAmerica'],
    ['MX', 'northAmerica'],
    ['GB', 'europe'],
    ['BR', 'southAmerica'],
    ['AU', 'oceania'],
    ['JP', 'asia'],
    ['KR', 'asia'],
    ['IN', 'asia'],
    ['CY', 'europe'],
    ['TR', 'asia'],
    ['ZA', 'africa'],
  ])('places %s in %s', (country, continent) => {
    expect(continentOf(country)).toBe(continent);
  });

  it('knows only listed two-letter codes, and no inherited property names', () => {
    expect(Object.keys(COUNTRY_CONTINENT).every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(isKnownCountry('SE')).toBe(true);
    expect(isKnownCountry('se')).toBe(false);
    expect(isKnownCountry('ZZ')).toBe(false);
    expect(isKnownCountry('toString')).toBe(false);
    expect(continentOf('ZZ')).toBeNull();
  });
});
