import type { ReportedActivationKind, ReportingGroup } from './reporting.schema.ts';

/** The activations each group reports on; the overview reports on all of them. */
export const KINDS_OF_GROUP: Record<ReportingGroup, readonly ReportedActivationKind[]> = {
  overview: ['KEY', 'MISSION', 'QUEST', 'CREATOR_PROGRAM'],
  keys: ['KEY'],
  missions: ['MISSION'],
  quests: ['QUEST'],
  'creator-program': ['CREATOR_PROGRAM'],
};
