import * as v from 'valibot';

/**
 * Spec 1 and 2: creator onboarding asks for interests and hardware. The spec lists neither's options;
 * our choice: interests are game genres and the content a creator makes, hardware is the platform
 * families the spec names for game platforms (so a company can match codes to what a creator plays on).
 */
export const CREATOR_INTEREST_GENRES = [
  'Action',
  'Adventure',
  'Casual',
  'Fighting',
  'Horror',
  'Indie',
  'MMO',
  'Platformer',
  'Puzzle',
  'Racing',
  'RPG',
  'Shooter',
  'Simulation',
  'Sports',
  'Strategy',
  'Survival',
] as const;
export const CREATOR_CONTENT_TYPES = ['Stream', 'Video', 'Short'] as const;
export const CREATOR_HARDWARE = ['Pc', 'Playstation', 'Xbox', 'Nintendo', 'VR', 'Mobile'] as const;
export type CreatorHardware = (typeof CREATOR_HARDWARE)[number];

export const HARDWARE_LABELS: Readonly<Record<CreatorHardware, string>> = {
  Pc: 'PC',
  Playstation: 'PlayStation',
  Xbox: 'Xbox',
  Nintendo: 'Nintendo Switch',
  VR: 'VR headset',
  Mobile: 'Phone or tablet',
};

const unique = <T>(items: T[]): T[] => [...new Set(items)];

/** The interests step. */
export const onboardingInterestsSchema = v.object({
  genres: v.pipe(
    v.array(v.picklist(CREATOR_INTEREST_GENRES, 'Choose genres from the list.')),
    v.transform(unique),
    v.minLength(1, 'Choose at least one genre you play.'),
  ),
  contentTypes: v.pipe(
    v.array(v.picklist(CREATOR_CONTENT_TYPES, 'Choose content types from the list.')),
    v.transform(unique),
    v.minLength(1, 'Choose at least one kind of content you make.'),
  ),
});

/** The hardware step. */
export const onboardingHardwareSchema = v.object({
  hardware: v.pipe(
    v.array(v.picklist(CREATOR_HARDWARE, 'Choose hardware from the list.')),
    v.transform(unique),
    v.minLength(1, 'Choose at least one platform you play on.'),
  ),
});

/** Both steps, sent and saved together: onboarding is saved whole or not at all. */
export const creatorOnboardingSchema = v.object({
  ...onboardingInterestsSchema.entries,
  ...onboardingHardwareSchema.entries,
});
export type CreatorOnboardingInput = v.InferInput<typeof creatorOnboardingSchema>;
export type CreatorOnboardingValues = v.InferOutput<typeof creatorOnboardingSchema>;
