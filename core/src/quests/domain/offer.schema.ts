import * as v from 'valibot';
import { DELIVERY_TYPES } from './quest-fields.schema.ts';

/** Spec section 5: quests are only available via a Twitch or YouTube connection. */
export const OFFER_PLATFORMS = ['twitch', 'youtube'] as const;
export type OfferPlatform = (typeof OFFER_PLATFORMS)[number];

export const CONTENT_TYPES = ['Short', 'Stream', 'Video'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const OFFER_AGREEMENT_TEXT = 'I have read and will honor the agreement';
/** Our choice: the spec gives no length for the offer message. */
export const OFFER_MESSAGE_MAX = 2000;

const message = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(OFFER_MESSAGE_MAX, `The message can be at most ${OFFER_MESSAGE_MAX} characters.`)),
  '',
);
const amountCents = v.number('Enter an amount.');
const contentLengthMinutes = v.number('Enter the content length in minutes.');

/** Shape of the offer form; amount, length, minimum deal size and agreement are domain rules (offer.ts). */
export const offerInputSchema = v.object({
  deliveryType: v.picklist(DELIVERY_TYPES, 'Choose a delivery type.'),
  platform: v.picklist(OFFER_PLATFORMS, 'Quests are only available via a Twitch or YouTube connection.'),
  amountCents,
  contentLengthMinutes,
  contentType: v.picklist(CONTENT_TYPES, 'Choose Short, Stream or Video.'),
  message,
  agreementConfirmed: v.optional(v.boolean(), false),
});
export type OfferInput = v.InferInput<typeof offerInputSchema>;

/** A counter offer changes the rate (amount) and the duration (content length). */
export const counterOfferInputSchema = v.object({ amountCents, contentLengthMinutes, message });
export type CounterOfferInput = v.InferInput<typeof counterOfferInputSchema>;
