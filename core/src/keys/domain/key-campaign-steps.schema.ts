import * as v from 'valibot';
import { platformSchema } from '../../shared/platform.schema.ts';
import { RESPONSE_DAYS_OPTIONS, responseDaysSchema } from '../../shared/response-days.schema.ts';
import { requirementsSchema } from '../../requirements/domain/requirements.schema.ts';

/**
 * The Key campaign edit wizard (spec 2): Basics, Game info, Requirements, Access, Creator kit. Each
 * step is one form saved whole or not at all; the web forms and the use case share these schemas.
 * Lengths and counts are our choices: the spec gives none.
 */
export const KEY_CAMPAIGN_STEPS = ['basics', 'gameInfo', 'requirements', 'access', 'creatorKit'] as const;
export type KeyCampaignStep = (typeof KEY_CAMPAIGN_STEPS)[number];

export const KEY_CAMPAIGN_KINDS = ['standard', 'preLaunch'] as const;
export type KeyCampaignKind = (typeof KEY_CAMPAIGN_KINDS)[number];
export const KEY_CAMPAIGN_VISIBILITIES = ['discoverable', 'hidden'] as const;
export type KeyCampaignVisibility = (typeof KEY_CAMPAIGN_VISIBILITIES)[number];

export const KEY_CAMPAIGN_NAME_MAX_LENGTH = 120;
export const GAME_DESCRIPTION_MAX_LENGTH = 10_000;
export const SPECIAL_INSTRUCTIONS_MAX_LENGTH = 5000;
export const MAX_TAGS = 10;
export const MAX_MEDIA = 12;
export const MAX_KEYS_PER_PLATFORM = 100_000;

const isoDate = v.pipe(
  v.union([v.date(), v.pipe(v.string(), v.isoTimestamp('Enter a valid date and time.'))], 'Enter a valid date and time.'),
  v.transform((value) => (value instanceof Date ? value : new Date(value))),
);
const optionalDate = v.optional(v.nullable(isoDate), null);
const text = (max: number, label: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)), '');
const list = (max: number, label: string) =>
  v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} cannot be empty.`), v.maxLength(80))),
      v.maxLength(max, `At most ${max} ${label.toLowerCase()}.`),
      v.transform((items) => [...new Set(items)]),
    ),
    [],
  );
const httpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.url('Enter a valid link.'),
  v.regex(/^https?:\/\//i, 'Links start with http:// or https://.'),
);

/** Create-activation wizard, organic choices: a standard Key campaign or a pre-launch (waitlist) one. */
export const createKeyCampaignSchema = v.object({
  kind: v.picklist(KEY_CAMPAIGN_KINDS, 'Choose a standard Key campaign or a pre-launch campaign.'),
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Name is required.'),
    v.maxLength(KEY_CAMPAIGN_NAME_MAX_LENGTH, `Name must be at most ${KEY_CAMPAIGN_NAME_MAX_LENGTH} characters.`),
  ),
});
export type CreateKeyCampaignInput = v.InferInput<typeof createKeyCampaignSchema>;

export const basicsStepSchema = v.pipe(
  v.object({
    name: createKeyCampaignSchema.entries.name,
    startDate: optionalDate,
    endDate: optionalDate,
    plannedRelease: optionalDate,
    tags: list(MAX_TAGS, 'Tags'),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (input) => !input.startDate || !input.endDate || input.endDate > input.startDate,
      'The end date must be after the start date.',
    ),
    ['endDate'],
  ),
);
export type BasicsStepInput = v.InferInput<typeof basicsStepSchema>;

export const gameInfoStepSchema = v.object({
  gameName: text(KEY_CAMPAIGN_NAME_MAX_LENGTH, 'Game name'),
  description: text(GAME_DESCRIPTION_MAX_LENGTH, 'Description'),
  genres: list(MAX_TAGS, 'Genres'),
  media: v.optional(v.pipe(v.array(httpUrl), v.maxLength(MAX_MEDIA, `At most ${MAX_MEDIA} images.`)), []),
  steamAppId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
});
export type GameInfoStepInput = v.InferInput<typeof gameInfoStepSchema>;

/** Spec 3 requirements the creator must meet: channel size, location and language. */
export const requirementsStepSchema = v.pick(requirementsSchema, ['audience', 'location', 'languages']);
export type RequirementsStepInput = v.InferInput<typeof requirementsStepSchema>;

/** The response deadlines the form offers for Key requests, in days (any whole number of days from 1 to 30 is valid). */
export const REQUEST_RESPONSE_DAYS = RESPONSE_DAYS_OPTIONS;
const responseDays = responseDaysSchema;

/** Who may take part besides the requirements: visibility, the company's picks, program, VIP, and how long requests may wait. */
export const accessStepSchema = v.object({
  visibility: v.picklist(KEY_CAMPAIGN_VISIBILITIES, 'Choose discoverable or hidden.'),
  requestResponseDays: v.optional(v.nullable(responseDays), null),
  ...v.pick(requirementsSchema, ['creatorListIds', 'whitelist', 'creatorProgramId', 'allowOffersFromAllCreators', 'vipAccess']).entries,
});
export type AccessStepInput = v.InferInput<typeof accessStepSchema>;

const keyCount = v.pipe(
  v.number('Enter a number of keys.'),
  v.integer('Keys per platform must be a whole number.'),
  v.minValue(1, 'Offer at least one key, or remove the platform.'),
  v.maxValue(MAX_KEYS_PER_PLATFORM, `At most ${MAX_KEYS_PER_PLATFORM.toLocaleString('en-US')} keys per platform.`),
);

/** The keys creators claim (one Code Manager item, keys per platform) and what they must agree to. */
export const creatorKitStepSchema = v.pipe(
  v.object({
    codeItemId: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty('Choose a game or item.'))), null),
    keys: v.optional(v.array(v.object({ platform: platformSchema, count: keyCount })), []),
    specialInstructions: text(SPECIAL_INSTRUCTIONS_MAX_LENGTH, 'Special instructions'),
    embargo: optionalDate,
  }),
  v.forward(
    v.check(
      (input) => new Set(input.keys.map((k) => k.platform.toLowerCase())).size === input.keys.length,
      'Each platform can be listed once.',
    ),
    ['keys'],
  ),
  v.forward(
    v.check((input) => input.keys.length === 0 || input.codeItemId !== null, 'Choose the game or item the keys come from.'),
    ['codeItemId'],
  ),
);
export type CreatorKitStepInput = v.InferInput<typeof creatorKitStepSchema>;

export const KEY_CAMPAIGN_STEP_SCHEMAS = {
  basics: basicsStepSchema,
  gameInfo: gameInfoStepSchema,
  requirements: requirementsStepSchema,
  access: accessStepSchema,
  creatorKit: creatorKitStepSchema,
} as const;

/** A campaign's content URL, also used by the submit-content modal. */
export const keyContentSchema = v.object({ url: httpUrl });
export type KeyContentInput = v.InferInput<typeof keyContentSchema>;

/** Spec 5: special instructions and embargo must be accepted in the agreement modal. */
export const keyAgreementSchema = v.object({
  accepted: v.literal(true, 'Accept the special instructions and embargo to continue.'),
});
