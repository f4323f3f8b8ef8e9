import * as v from 'valibot';
import { AUDIENCE_METRIC_IDS, type AudienceMetric } from './audience-metrics.ts';
import { CONTINENTS, isKnownCountry } from './continents.ts';

// Forms list the countries from here: the ui may import core's schemas only.
export { CONTINENTS, KNOWN_COUNTRIES } from './continents.ts';

/** Largest threshold a form accepts: above any real channel, and keeps the numbers exact. */
export const MAX_AUDIENCE_THRESHOLD = 1_000_000_000;
export const LANGUAGE_PATTERN = /^[a-z]{2}$/;

/** One country as requirements and profiles both name it: ISO 3166-1 alpha-2. */
export const countryCodeSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.check(isKnownCountry, 'Choose a country from the list.'));
/** One language as requirements and profiles both name it: ISO 639-1. */
export const languageCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(LANGUAGE_PATTERN, 'Choose a language from the list.'),
);

const threshold = v.nullable(
  v.pipe(
    v.number('Enter a number.'),
    v.integer('Enter a whole number.'),
    v.minValue(0, 'A requirement cannot be negative.'),
    v.maxValue(MAX_AUDIENCE_THRESHOLD, `A requirement can be at most ${MAX_AUDIENCE_THRESHOLD.toLocaleString('en-US')}.`),
  ),
);

const unique = <T>(items: T[]): T[] => [...new Set(items)];

const idList = v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty('An id is required.'))), v.transform(unique));

export const requirementsSchema = v.object({
  audience: v.object(Object.fromEntries(AUDIENCE_METRIC_IDS.map((id) => [id, threshold])) as Record<AudienceMetric, typeof threshold>),
  location: v.object({
    countries: v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.check(isKnownCountry, 'Choose a country from the list.'))),
      v.transform(unique),
    ),
    continents: v.pipe(v.array(v.picklist(CONTINENTS, 'Choose a continent from the list.')), v.transform(unique)),
  }),
  languages: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(LANGUAGE_PATTERN, 'Choose a language from the list.'))),
    v.transform(unique),
  ),
  creatorListIds: idList,
  whitelist: idList,
  creatorProgramId: v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty('Choose a creator program.'))),
  allowOffersFromAllCreators: v.boolean(),
  vipAccess: v.boolean(),
});
export type RequirementsInput = v.InferInput<typeof requirementsSchema>;
