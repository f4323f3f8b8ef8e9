import { requirementsStepSchema, type RequirementsStepInput } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import * as v from 'valibot';
import type { SelectOption } from '../select/Select.tsx';

export type AudienceMetric = keyof RequirementsStepInput['audience'];
export type AudiencePlatform = 'Twitch' | 'YouTube' | 'TikTok';

/** Spec 3's channel-size requirements, by platform; typed on the schema so a new metric must be labelled here. */
export const AUDIENCE_FIELDS: Readonly<Record<AudienceMetric, { platform: AudiencePlatform; label: string }>> = {
  twitchFollowers: { platform: 'Twitch', label: 'Followers' },
  twitchAverageConcurrentViewers: { platform: 'Twitch', label: 'Average concurrent viewers' },
  youtubeSubscribers: { platform: 'YouTube', label: 'Subscribers' },
  youtubeAverageConcurrentViewers: { platform: 'YouTube', label: 'Average concurrent viewers' },
  youtubeAverageViewsPerVideo: { platform: 'YouTube', label: 'Average views per video' },
  youtubeAverageViewsPerShort: { platform: 'YouTube', label: 'Average views per short' },
  tiktokFollowers: { platform: 'TikTok', label: 'Followers' },
  tiktokAverageViewsPerShort: { platform: 'TikTok', label: 'Average views per short' },
};
export const AUDIENCE_PLATFORMS: readonly AudiencePlatform[] = ['Twitch', 'YouTube', 'TikTok'];
export const metricsOf = (platform: AudiencePlatform) =>
  (Object.keys(AUDIENCE_FIELDS) as AudienceMetric[]).filter((metric) => AUDIENCE_FIELDS[metric].platform === platform);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label, 'en');

/**
 * The countries core accepts, read from the schema itself (ui may import only schema files from core):
 * every two-letter code the countries field takes, named in English.
 */
const countriesField = requirementsStepSchema.entries.location.entries.countries;
export const COUNTRY_OPTIONS: readonly SelectOption[] = [...LETTERS]
  .flatMap((a) => [...LETTERS].map((b) => a + b))
  .filter((code) => v.is(countriesField, [code]))
  .map((code) => ({ value: code, label: regionNames.of(code) ?? code }))
  .sort(byLabel);

const CONTINENT_LABELS: Record<string, string> = {
  africa: 'Africa',
  antarctica: 'Antarctica',
  asia: 'Asia',
  europe: 'Europe',
  northAmerica: 'North America',
  oceania: 'Oceania',
  southAmerica: 'South America',
};
export const CONTINENT_OPTIONS: readonly SelectOption[] =
  requirementsStepSchema.entries.location.entries.continents.pipe[0].item.options.map((value) => ({
    value,
    label: CONTINENT_LABELS[value] ?? value,
  }));

/** Our list of creator languages (the schema takes any two-letter code). */
const LANGUAGES = 'ar cs da de el en es fi fr he hi hu id it ja ko ms nl no pl pt ro ru sv th tr uk vi zh'.split(' ');
export const LANGUAGE_OPTIONS: readonly SelectOption[] = LANGUAGES.map((code) => ({
  value: code,
  label: languageNames.of(code) ?? code,
})).sort(byLabel);
