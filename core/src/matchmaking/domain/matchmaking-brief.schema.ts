import * as v from 'valibot';
import { centsOf } from '../../shared/money.ts';

/** The activations a brief can recruit for (the invitation activation types of spec section 3). */
export const ACTIVATION_TYPES = ['CREATOR_PROGRAM', 'KEY', 'MISSION', 'QUEST'] as const;
/** Our choice: the spec names an objective step without listing its options. */
export const OBJECTIVES = ['AWARENESS', 'ENGAGEMENT', 'CONVERSION'] as const;
/** Our choice: the spec names a strategy without listing its options. */
export const STRATEGIES = ['FEW_LARGE_CREATORS', 'BALANCED', 'MANY_SMALL_CREATORS'] as const;
/**
 * Continents used for "per region" budgets and locations. Spelled out, never two letters, so a
 * region can never be mistaken for an ISO country code (SA is Saudi Arabia, not South America).
 */
export const REGIONS = ['AFRICA', 'ASIA', 'EUROPE', 'NORTH_AMERICA', 'OCEANIA', 'SOUTH_AMERICA'] as const;

export type ActivationType = (typeof ACTIVATION_TYPES)[number];
export type Objective = (typeof OBJECTIVES)[number];
export type Strategy = (typeof STRATEGIES)[number];
export type Region = (typeof REGIONS)[number];

const upper = v.pipe(v.string(), v.trim(), v.toUpperCase());
const lower = v.pipe(v.string(), v.trim(), v.toLowerCase());
/** A country (ISO 3166 alpha-2) or a region name. */
const locationSchema = v.union([
  v.pipe(upper, v.regex(/^[A-Z]{2}$/, 'Use a two-letter country code or a region.')),
  v.picklist(REGIONS, 'Use a two-letter country code or a region.'),
]);
const centsSchema = (message: string, min = 0) =>
  v.pipe(v.number(message), v.safeInteger(message), v.minValue(min, message), v.transform(centsOf));
const positiveCents = (message: string) => centsSchema(message, 1);
const hours = (message: string, min: number) => v.pipe(v.number(message), v.finite(message), v.minValue(min, message));

export const matchmakingBriefSchema = v.object({
  activation: v.object({
    type: v.picklist(ACTIVATION_TYPES, 'Select an activation to continue.'),
    id: v.pipe(v.string(), v.trim(), v.nonEmpty('Select an activation to continue.')),
  }),
  objective: v.picklist(OBJECTIVES, 'Select an objective to continue.'),
  strategy: v.optional(v.picklist(STRATEGIES, 'Select a strategy.'), 'BALANCED'),
  gameId: v.pipe(v.string('Select a game.'), v.trim(), v.nonEmpty('Select a game.')),
  similarGameIds: v.optional(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty())), []),
  languages: v.optional(v.array(v.pipe(lower, v.regex(/^[a-z]{2}$/, 'Use two-letter language codes.'))), []),
  locations: v.optional(v.array(locationSchema), []),
  budget: v.object({
    totalCents: positiveCents('The total budget must be a whole number of cents above zero.'),
    /** Keyed by country code or region; a creator counts against every key that matches it. */
    perRegionCents: v.optional(v.record(locationSchema, centsSchema('A region budget must be a whole, non-negative number of cents.')), {}),
    maxBidPerHourWatchedCents: positiveCents('The maximum bid per hour watched must be a whole number of cents above zero.'),
  }),
  minContentDurationHours: v.optional(hours('The minimum content duration cannot be negative.', 0), 0),
  hoursPerCreator: v.pipe(hours('Hours per creator must be above zero.', 0), v.gtValue(0, 'Hours per creator must be above zero.')),
});

export type MatchmakingBriefInput = v.InferInput<typeof matchmakingBriefSchema>;
export type MatchmakingBrief = v.InferOutput<typeof matchmakingBriefSchema>;
