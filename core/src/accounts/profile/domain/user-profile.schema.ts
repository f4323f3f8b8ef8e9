import * as v from 'valibot';
import { countryCodeSchema, languageCodeSchema } from '../../../requirements/domain/requirements.schema.ts';
import { NOTIFICATION_KINDS } from '../../../shared/notification-kinds.ts';

export { NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/notification-kinds.ts';
export { KNOWN_COUNTRIES } from '../../../requirements/domain/requirements.schema.ts';

/** Languages the form offers (ISO 639-1); the server takes any two-letter code, as requirements do. */
export const PROFILE_LANGUAGES = [
  'ar',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
] as const;

export const PROFILE_DESCRIPTION_MAX = 1000;
export const RSS_FEEDS_MAX = 5;

const optionalText = (max: number, label: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(max, `${label} can be at most ${max} characters.`),
    v.transform((s) => (s === '' ? null : s)),
  );

const optionalUrl = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((s) => (s ?? '').trim()),
  v.check((s) => s === '' || /^https?:\/\/\S+\.\S+/.test(s), 'Enter a full address, starting with https://.'),
  v.maxLength(2048, 'The address is too long.'),
  v.transform((s) => (s === '' ? null : s)),
);

const requiredText = (message: string, max = 100) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `At most ${max} characters.`));

/** The Personal Info tab: an empty country or language is "not chosen yet". */
export const personalInfoSchema = v.object({
  country: v.union(
    [
      v.pipe(
        v.literal(''),
        v.transform(() => null),
      ),
      countryCodeSchema,
    ],
    'Choose a country from the list.',
  ),
  language: v.union(
    [
      v.pipe(
        v.literal(''),
        v.transform(() => null),
      ),
      languageCodeSchema,
    ],
    'Choose a language from the list.',
  ),
  description: optionalText(PROFILE_DESCRIPTION_MAX, 'The description'),
  links: v.object({ discord: optionalUrl, facebook: optionalUrl, instagram: optionalUrl, other: optionalUrl }),
  rssFeeds: v.pipe(
    v.array(
      v.object({
        url: v.pipe(v.string(), v.trim(), v.nonEmpty('RSS feed URL is required.'), v.url('Enter a full address, starting with https://.')),
        authorized: v.literal(true, 'Confirm that you are authorised to share this feed.'),
      }),
    ),
    v.maxLength(RSS_FEEDS_MAX, `Add at most ${RSS_FEEDS_MAX} feeds.`),
  ),
});
export type PersonalInfoInput = v.InferInput<typeof personalInfoSchema>;

/** The Address tab (spec 5: province and email optional). */
export const addressSchema = v.object({
  firstName: requiredText('First name is required.'),
  lastName: requiredText('Last name is required.'),
  streetName: requiredText('Street name is required.'),
  streetNumber: requiredText('Street number is required.', 20),
  zipCode: requiredText('ZIP code is required.', 20),
  city: requiredText('City is required.'),
  province: optionalText(100, 'The province'),
  country: v.pipe(v.string('Country is required.'), v.trim(), v.nonEmpty('Country is required.'), countryCodeSchema),
  email: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
    v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'Enter a valid email address.'),
    v.transform((s) => (s === '' ? null : s.toLowerCase())),
  ),
});
export type AddressInput = v.InferInput<typeof addressSchema>;
/** The stored address, read by the shop for a physical order's shipping address. */
export type { Address } from './user-profile.entity.ts';

/** The Notifications tab: one switch per notification email. */
export const notificationSettingsSchema = v.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, v.boolean()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    v.BooleanSchema<undefined>
  >,
);
