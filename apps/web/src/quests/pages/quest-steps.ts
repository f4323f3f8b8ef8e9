import { stepAddress, type WizardStepRoute } from '../../shared/wizard/wizard-steps.ts';
import type { CompanyQuest } from '../operations/company-quests.operations.ts';

export const QUEST_WIZARD_STEPS = [
  { id: 'general', title: 'General', path: '' },
  { id: 'goalsAndInfo', title: 'Goals and info', path: 'goals-and-info' },
  { id: 'requirements', title: 'Requirements', path: 'requirements' },
  // Spec 2 names /creatorkit; /creator-kit is the address written.
  { id: 'creatorKit', title: 'Creator kit', path: 'creator-kit', aliases: ['creatorkit'] },
] as const satisfies readonly WizardStepRoute[];
export type QuestStepId = (typeof QUEST_WIZARD_STEPS)[number]['id'];

type Quest = CompanyQuest['quest'];
export const generalOf = (q: Quest) => ({
  name: q.name,
  startDate: q.startDate,
  endDate: q.endDate,
  budgetCents: q.budget?.cents ?? null,
  deliveryType: q.deliveryType,
  embargo: q.embargo ? { date: q.embargo.date, time: q.embargo.time, timezone: q.embargo.timezone } : null,
  platforms: [...q.platforms],
  tags: [...q.tags],
  visibility: q.visibility,
  offerResponseDays: q.offerResponseDays ?? null,
});
export const goalsOf = (q: Quest) => ({
  goals: [...q.goals],
  deliverables: [...q.deliverables],
  talkingPoints: [...q.talkingPoints],
  callToAction: q.callToAction,
  conversionTracking: q.conversionTracking
    ? { kind: q.conversionTracking.kind as 'plainUrl' | 'shareableLink', url: q.conversionTracking.url }
    : null,
  media: [...q.media],
  specialInstructions: q.specialInstructions,
});
export const kitOf = (q: Quest) => ({
  codeManagerItemIds: [...q.codeManagerItemIds],
  kitKeys: q.kitKeys.map((k) => ({ ...k })),
  kitAssetUrl: q.kitAssetUrl,
});

export const editPathOf = (questId: string, step: QuestStepId) =>
  stepAddress(`/campaigns/quests/${questId}/edit`, QUEST_WIZARD_STEPS, step);
