import type * as v from 'valibot';
import { requirementsSchema } from '../../requirements/domain/requirements.schema.ts';

/** Spec 3's requirements, as the requirements context's form shapes them. */
export type QuestRequirements = v.InferOutput<typeof requirementsSchema>;

const AUDIENCE_IDS = Object.keys(requirementsSchema.entries.audience.entries);

/** A new quest asks nothing of creators until the company says so (location and language still apply once set). */
export const openQuestRequirements = (): QuestRequirements => ({
  audience: Object.fromEntries(AUDIENCE_IDS.map((id) => [id, null])) as QuestRequirements['audience'],
  location: { countries: [], continents: [] },
  languages: [],
  creatorListIds: [],
  whitelist: [],
  creatorProgramId: null,
  allowOffersFromAllCreators: false,
  vipAccess: true,
});
