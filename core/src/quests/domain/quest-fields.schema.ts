import * as v from 'valibot';
import { platformSchema } from '../../shared/platform.schema.ts';
import { responseDaysSchema } from '../../shared/response-days.schema.ts';

export const DELIVERY_TYPES = ['open', 'dateRange', 'specificDate'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const DELIVERY_TYPE_LABELS: Record<DeliveryType, string> = {
  open: 'Open',
  dateRange: 'Date range',
  specificDate: 'Specific date',
};
/** Delivery types with a fixed publishing window; only these may carry an embargo. */
export const FIXED_WINDOW_DELIVERY_TYPES: readonly DeliveryType[] = ['dateRange', 'specificDate'];

/** The create-activation wizard's paid choices (spec 2); "Paid mission" is not available yet. */
export const QUEST_KINDS = ['gamePromotion', 'productPromotion'] as const;
export type QuestKind = (typeof QUEST_KINDS)[number];
export const QUEST_KIND_LABELS: Record<QuestKind, string> = {
  gamePromotion: 'Game promotion Quest',
  productPromotion: 'Product promotion Quest',
};

export const QUEST_VISIBILITIES = ['Discoverable', 'Hidden'] as const;
export type QuestVisibility = (typeof QUEST_VISIBILITIES)[number];

export const CONVERSION_TRACKING_KINDS = ['shareableLink', 'plainUrl'] as const;
export type ConversionTrackingKind = (typeof CONVERSION_TRACKING_KINDS)[number];

/** Our choices: the spec gives no lengths for quest texts. */
export const QUEST_NAME_MAX = 100;
export const QUEST_TEXT_MAX = 5000;
export const QUEST_LIST_ITEM_MAX = 500;
export const QUEST_LIST_MAX_ITEMS = 50;
export const QUEST_MEDIA_MAX = 12;

/** A date from a form (ISO string) or from code (Date). */
export const dateFieldSchema = (label: string) =>
  v.pipe(
    v.union([v.date(), v.string()], `${label} is required.`),
    v.check((raw) => raw !== '', `${label} is required.`),
    v.transform((raw) => new Date(raw)),
    v.check((date) => !Number.isNaN(date.getTime()), `Please enter a valid ${label.toLowerCase()}.`),
  );

export const httpUrlSchema = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(2048, message), v.url(message), v.regex(/^https?:\/\//i, message));

const textList = (label: string) =>
  v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(`${label} cannot be empty.`),
          v.maxLength(QUEST_LIST_ITEM_MAX, `${label} can be at most ${QUEST_LIST_ITEM_MAX} characters.`),
        ),
      ),
      v.maxLength(QUEST_LIST_MAX_ITEMS, `At most ${QUEST_LIST_MAX_ITEMS} entries.`),
    ),
    [],
  );

const optionalText = (label: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(QUEST_TEXT_MAX, `${label} can be at most ${QUEST_TEXT_MAX} characters.`)), '');

/** Embargo as the form holds it; the rules about it (delivery type, 12 hours) live in embargo.ts. */
export const embargoInputSchema = v.object({
  date: v.optional(v.string(), ''),
  time: v.optional(v.string(), ''),
  timezone: v.optional(v.string(), ''),
});
export type EmbargoInput = v.InferInput<typeof embargoInputSchema>;

export const conversionTrackingSchema = v.object({
  kind: v.picklist(CONVERSION_TRACKING_KINDS, 'Choose a shareable link or a plain URL.'),
  url: httpUrlSchema('Please enter a valid URL, starting with http:// or https://.'),
});

/** The quest form. Shape only: cross-field rules (dates, embargo) are checked by createQuestDraft. */
export const questFormSchema = v.object({
  name: v.pipe(
    v.string('Quest name is required.'),
    v.trim(),
    v.nonEmpty('Quest name is required.'),
    v.maxLength(QUEST_NAME_MAX, `Quest name can be at most ${QUEST_NAME_MAX} characters.`),
  ),
  startDate: dateFieldSchema('Start date'),
  endDate: dateFieldSchema('End date'),
  /** Whole USD cents; optional. */
  budgetCents: v.nullish(
    v.pipe(
      v.number('Budget must be a number.'),
      v.safeInteger('Budget must be whole cents.'),
      v.minValue(1, 'Budget must be greater than 0.'),
      v.maxValue(1_000_000_000, 'Budget can be at most $10,000,000.'),
    ),
    null,
  ),
  deliveryType: v.picklist(DELIVERY_TYPES, 'Choose a delivery type.'),
  embargo: v.nullish(embargoInputSchema, null),
  deliverables: textList('A deliverable'),
  talkingPoints: textList('A talking point'),
  callToAction: optionalText('Call to action'),
  conversionTracking: v.nullish(conversionTrackingSchema, null),
  codeManagerItemIds: v.optional(v.array(v.pipe(v.string(), v.nonEmpty('Choose a Code Manager item.'))), []),
  goals: textList('A goal'),
  tags: textList('A tag'),
  platforms: v.optional(v.array(platformSchema), []),
  visibility: v.optional(v.picklist(QUEST_VISIBILITIES, 'Choose Discoverable or Hidden.'), 'Discoverable'),
  /** The request SLA: days an offer may wait for the company's answer; null: the default bid response time. */
  offerResponseDays: v.optional(v.nullable(responseDaysSchema), null),
  specialInstructions: optionalText('Special instructions'),
  media: v.optional(
    v.pipe(
      v.array(httpUrlSchema('Media links start with http:// or https://.')),
      v.maxLength(QUEST_MEDIA_MAX, `At most ${QUEST_MEDIA_MAX} images.`),
    ),
    [],
  ),
  kitKeys: v.optional(
    v.pipe(
      v.array(
        v.object({
          platform: platformSchema,
          count: v.pipe(
            v.number('Enter a number of codes.'),
            v.integer('Codes per platform must be a whole number.'),
            v.minValue(1, 'Offer at least one code, or remove the platform.'),
            v.maxValue(100_000, 'At most 100,000 codes per platform.'),
          ),
        }),
      ),
      v.check((keys) => new Set(keys.map((k) => k.platform.toLowerCase())).size === keys.length, 'Each platform can be listed once.'),
    ),
    [],
  ),
  /** Spec 5: assets are .zip or .rar; the kit links to where the company keeps it. */
  kitAssetUrl: v.nullish(
    v.pipe(
      httpUrlSchema('Please enter a valid URL, starting with http:// or https://.'),
      v.regex(/\.(zip|rar)(\?.*)?$/i, 'The creator kit asset must be a .zip or .rar file.'),
    ),
    null,
  ),
});
export type QuestFormInput = v.InferInput<typeof questFormSchema>;
export type QuestFormValues = v.InferOutput<typeof questFormSchema>;
