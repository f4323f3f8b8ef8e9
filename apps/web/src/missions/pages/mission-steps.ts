import type { WizardStepRoute } from '../../shared/wizard/wizard-steps.ts';
import type { MissionForm } from './mission-form.ts';

/**
 * The mission setup wizard's steps (spec 2: General, Completion criteria, Rewards) and their addresses
 * under /company/missions/{id}: spec 2 names /edit for General and the other two beside it.
 */
export const MISSION_WIZARD_STEPS = [
  { id: 'general', title: 'General', path: 'edit' },
  { id: 'criteria', title: 'Completion criteria', path: 'completion-criteria' },
  { id: 'rewards', title: 'Rewards', path: 'rewards' },
] as const satisfies readonly WizardStepRoute[];
export type MissionStepId = (typeof MISSION_WIZARD_STEPS)[number]['id'];

/** What one step saves: the fields of the API's `saveMissionStep` for that step, nothing of the others. */
export const stepValues = (step: MissionStepId, form: MissionForm) => {
  switch (step) {
    case 'general': {
      const { name, description, kit, gameIds, startDate, endDate, automaticReview, repeatCount } = form;
      return { name, description, kit, gameIds, startDate, endDate, automaticReview, repeatCount };
    }
    case 'criteria':
      return { criteria: form.criteria };
    case 'rewards':
      return { proRatedFromPercent: form.proRatedFromPercent, rewards: form.rewards };
  }
};

/** The step a publish check's address segment names ('' is General); null for a check fixed outside the wizard. */
export const stepOfCheck = (segment: string): MissionStepId | null =>
  segment === '' ? 'general' : (MISSION_WIZARD_STEPS.find((s) => s.path === segment)?.id ?? null);
