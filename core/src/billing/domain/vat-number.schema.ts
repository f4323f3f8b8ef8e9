/**
 * VAT identification numbers of the EU member states, by the ISO country code of the country that
 * issued them: the prefix the number carries (Greece writes EL, not GR) and the shape of what
 * follows, as the European Commission's VIES service documents them. A number of the right shape may
 * still not be registered; the format catches typing mistakes and a number given for the wrong
 * country, which would otherwise put a wrong reverse-charge note on a tax document.
 */
export const EU_VAT_FORMATS: Readonly<Record<string, { prefix: string; body: RegExp }>> = {
  AT: { prefix: 'AT', body: /^U\d{8}$/ },
  BE: { prefix: 'BE', body: /^[01]\d{9}$/ },
  BG: { prefix: 'BG', body: /^\d{9,10}$/ },
  CY: { prefix: 'CY', body: /^\d{8}[A-Z]$/ },
  CZ: { prefix: 'CZ', body: /^\d{8,10}$/ },
  DE: { prefix: 'DE', body: /^\d{9}$/ },
  DK: { prefix: 'DK', body: /^\d{8}$/ },
  EE: { prefix: 'EE', body: /^\d{9}$/ },
  ES: { prefix: 'ES', body: /^[A-Z0-9]\d{7}[A-Z0-9]$/ },
  FI: { prefix: 'FI', body: /^\d{8}$/ },
  FR: { prefix: 'FR', body: /^[A-HJ-NP-Z0-9]{2}\d{9}$/ },
  GR: { prefix: 'EL', body: /^\d{9}$/ },
  HR: { prefix: 'HR', body: /^\d{11}$/ },
  HU: { prefix: 'HU', body: /^\d{8}$/ },
  IE: { prefix: 'IE', body: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { prefix: 'IT', body: /^\d{11}$/ },
  LT: { prefix: 'LT', body: /^(\d{9}|\d{12})$/ },
  LU: { prefix: 'LU', body: /^\d{8}$/ },
  LV: { prefix: 'LV', body: /^\d{11}$/ },
  MT: { prefix: 'MT', body: /^\d{8}$/ },
  NL: { prefix: 'NL', body: /^\d{9}B\d{2}$/ },
  PL: { prefix: 'PL', body: /^\d{10}$/ },
  PT: { prefix: 'PT', body: /^\d{9}$/ },
  RO: { prefix: 'RO', body: /^[1-9]\d{1,9}$/ },
  SE: { prefix: 'SE', body: /^\d{10}01$/ },
  SI: { prefix: 'SI', body: /^\d{8}$/ },
  SK: { prefix: 'SK', body: /^\d{10}$/ },
};

export const isEuCountry = (country: string): boolean => Object.hasOwn(EU_VAT_FORMATS, country);

/** How people write the number (`se 5560-1234.5601`) reduced to how it is compared and printed. */
export const normalizedVatNumber = (raw: string): string => raw.toUpperCase().replace(/[\s.\-/]/g, '');

/**
 * Whether a normalized VAT number has the shape of one issued by this EU country, prefix included.
 * Outside the EU a tax number has no shape we check, so any non-empty one passes.
 */
export function vatNumberFitsCountry(country: string, vatNumber: string): boolean {
  const format = EU_VAT_FORMATS[country];
  if (!format) return vatNumber.length > 0;
  return vatNumber.startsWith(format.prefix) && format.body.test(vatNumber.slice(format.prefix.length));
}

/** The example the form shows for a country, so the owner sees the shape expected. */
export const VAT_NUMBER_EXAMPLES: Readonly<Record<string, string>> = {
  DE: 'DE123456789',
  FR: 'FRXX123456789',
  GR: 'EL123456789',
  NL: 'NL123456789B01',
  SE: 'SE556012345601',
};
