export const QUEST_BADGES = ['WENT_ABOVE_AND_BEYOND', 'GREAT_PARTNER', 'SUPERB_CONTENT'] as const;
export type QuestBadge = (typeof QUEST_BADGES)[number];
export const QUEST_BADGE_LABELS: Record<QuestBadge, string> = {
  WENT_ABOVE_AND_BEYOND: 'Went above and beyond',
  GREAT_PARTNER: 'Great partner',
  SUPERB_CONTENT: 'Superb content',
};
