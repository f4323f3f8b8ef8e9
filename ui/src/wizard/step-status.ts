import type { WizardStepStatus } from './wizard.types.ts';

/** Steps before the current one are done (they were valid to move past); later ones are upcoming. */
export function stepStatus(index: number, currentIndex: number): WizardStepStatus {
  if (index < currentIndex) return 'done';
  return index === currentIndex ? 'current' : 'upcoming';
}
