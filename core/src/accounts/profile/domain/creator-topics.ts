import { CREATOR_INTEREST_GENRES } from './creator-onboarding.schema.ts';

/**
 * /user/topics/{id}: a topic is one of the interest genres of creator onboarding (the spec names the
 * page and nothing else; our choice). Its id is the genre's name in lower case ("rpg", "mmo"), so an
 * address never changes while the genre's name does not.
 */
export type CreatorTopic = (typeof CREATOR_INTEREST_GENRES)[number];

export const topicSlug = (genre: CreatorTopic): string => genre.toLowerCase();

/** The genre behind an id; null for an id that is no topic. */
export const topicOf = (slug: string): CreatorTopic | null => CREATOR_INTEREST_GENRES.find((g) => topicSlug(g) === slug) ?? null;
