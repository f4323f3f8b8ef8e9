// The badges live in a schema file so the web and ui may name them too (they import core only through *.schema.ts).
export { QUEST_BADGES, QUEST_BADGE_LABELS, type QuestBadge } from './quest-badge.schema.ts';
