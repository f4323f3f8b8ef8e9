/**
 * Continents use names, not two-letter codes: 'AF', 'AS', 'NA' and 'SA' are also ISO country codes
 * (Afghanistan, American Samoa, Namibia, Saudi Arabia), and a location list holds both kinds.
 */
export const CONTINENTS = ['africa', 'antarctica', 'asia', 'europe', 'northAmerica', 'oceania', 'southAmerica'] as const;
export type Continent = (typeof CONTINENTS)[number];

const EU = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];
/** The EEA adds these to the EU. */
const EEA_EXTRA = ['IS', 'LI', 'NO'];
const OTHER_EUROPE = ['GB', 'CH', 'UA', 'RS', 'BA', 'ME', 'MK', 'AL', 'MD', 'BY', 'RU', 'AD', 'MC', 'SM', 'VA', 'XK'];
const NORTH_AMERICA = ['US', 'CA', 'MX', 'GT', 'BZ', 'HN', 'SV', 'NI', 'CR', 'PA', 'CU', 'DO', 'JM', 'PR', 'TT', 'BS', 'HT'];
const SOUTH_AMERICA = ['BR', 'AR', 'CL', 'CO', 'PE', 'VE', 'EC', 'UY', 'PY', 'BO', 'GY', 'SR'];
const ASIA = [
  'JP',
  'KR',
  'CN',
  'IN',
  'ID',
  'PH',
  'VN',
  'TH',
  'MY',
  'SG',
  'TW',
  'HK',
  'MO',
  'PK',
  'BD',
  'LK',
  'NP',
  'KZ',
  'UZ',
  'MN',
  'IL',
  'AE',
  'SA',
  'QA',
  'KW',
  'BH',
  'OM',
  'JO',
  'LB',
  'IQ',
  'IR',
  'TR',
  'GE',
  'AM',
  'AZ',
];
const AFRICA = ['ZA', 'EG', 'NG', 'KE', 'MA', 'TN', 'DZ', 'GH', 'ET', 'TZ', 'UG', 'SN', 'CI', 'CM', 'AO', 'NA'];
const OCEANIA = ['AU', 'NZ', 'FJ', 'PG'];

const entries = (countries: string[], continent: Continent) => countries.map((country) => [country, continent] as const);

/**
 * ISO 3166-1 alpha-2 country -> continent, after the UN geoscheme (Russia Europe, Turkey Asia), with
 * one choice of ours: EU members count as Europe, so Cyprus does. Kosovo uses the common user-assigned
 * code XK. Countries not listed cannot be chosen in requirements (our choice of list).
 */
export const COUNTRY_CONTINENT: Readonly<Record<string, Continent>> = Object.freeze(
  Object.fromEntries([
    ...entries([...EU, ...EEA_EXTRA, ...OTHER_EUROPE], 'europe'),
    ...entries(NORTH_AMERICA, 'northAmerica'),
    ...entries(SOUTH_AMERICA, 'southAmerica'),
    ...entries(ASIA, 'asia'),
    ...entries(AFRICA, 'africa'),
    ...entries(OCEANIA, 'oceania'),
  ]),
);

export const EU_COUNTRIES: readonly string[] = EU;
export const EEA_COUNTRIES: readonly string[] = [...EU, ...EEA_EXTRA];
export const KNOWN_COUNTRIES: readonly string[] = Object.keys(COUNTRY_CONTINENT);

export const isKnownCountry = (code: string): boolean => Object.hasOwn(COUNTRY_CONTINENT, code);
export const continentOf = (country: string): Continent | null => (isKnownCountry(country) ? (COUNTRY_CONTINENT[country] ?? null) : null);
