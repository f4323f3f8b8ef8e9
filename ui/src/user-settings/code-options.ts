import { KNOWN_COUNTRIES, PROFILE_LANGUAGES } from '@lurkit/core/accounts/profile/domain/user-profile.schema.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** Countries by their English name, the value the ISO code the server stores. */
export const COUNTRY_OPTIONS = KNOWN_COUNTRIES.map((code) => ({ value: code, label: regionNames.of(code) ?? code })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

export const LANGUAGE_OPTIONS = PROFILE_LANGUAGES.map((code) => ({ value: code, label: languageNames.of(code) ?? code })).sort((a, b) =>
  a.label.localeCompare(b.label),
);
