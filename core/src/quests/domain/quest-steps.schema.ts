import * as v from 'valibot';
import { requirementsSchema } from '../../requirements/domain/requirements.schema.ts';
import { QUEST_KINDS, questFormSchema } from './quest-fields.schema.ts';

/**
 * The Quest setup wizard (spec 2): General, Goals and info, Requirements, Creator kit. Each step is one
 * form saved whole or not at all; the web forms and the use case share these schemas.
 */
export const QUEST_STEPS = ['general', 'goalsAndInfo', 'requirements', 'creatorKit'] as const;
export type QuestStep = (typeof QUEST_STEPS)[number];

const form = questFormSchema.entries;

/** Dates, delivery and embargo live together so their cross-field rules are checked in one save. */
export const generalStepSchema = v.object({
  name: form.name,
  startDate: form.startDate,
  endDate: form.endDate,
  budgetCents: form.budgetCents,
  deliveryType: form.deliveryType,
  embargo: form.embargo,
  platforms: form.platforms,
  tags: form.tags,
  visibility: form.visibility,
  offerResponseDays: form.offerResponseDays,
});
export type GeneralStepInput = v.InferInput<typeof generalStepSchema>;

export const goalsAndInfoStepSchema = v.object({
  goals: form.goals,
  deliverables: form.deliverables,
  talkingPoints: form.talkingPoints,
  callToAction: form.callToAction,
  conversionTracking: form.conversionTracking,
  media: form.media,
  specialInstructions: form.specialInstructions,
});
export type GoalsAndInfoStepInput = v.InferInput<typeof goalsAndInfoStepSchema>;

export const questRequirementsStepSchema = requirementsSchema;
export type QuestRequirementsStepInput = v.InferInput<typeof questRequirementsStepSchema>;

export const creatorKitStepSchema = v.object({
  codeManagerItemIds: form.codeManagerItemIds,
  kitKeys: form.kitKeys,
  kitAssetUrl: form.kitAssetUrl,
});
export type QuestCreatorKitStepInput = v.InferInput<typeof creatorKitStepSchema>;

export const QUEST_STEP_SCHEMAS = {
  general: generalStepSchema,
  goalsAndInfo: goalsAndInfoStepSchema,
  requirements: questRequirementsStepSchema,
  creatorKit: creatorKitStepSchema,
} as const;

/** The create-activation wizard's paid choice starts the wizard's General step. */
export const createQuestSchema = v.object({
  kind: v.picklist(QUEST_KINDS, 'Choose a game promotion or a product promotion Quest.'),
  general: generalStepSchema,
});
export type CreateQuestInput = v.InferInput<typeof createQuestSchema>;
