import type { ReactNode } from 'react';

export interface WizardStep {
  /** Stable id, e.g. "basics". */
  id: string;
  /** Name in the step list and heading of the step. */
  title: string;
  /** The step's form. */
  content: ReactNode;
  /** Whether the step may be left forward; may show its own errors. Absent means always valid. */
  validate?(): boolean | Promise<boolean>;
  /** The step holds changes not saved yet; leaving it for another step asks first. */
  isDirty?: boolean;
  /** Saves the step's changes from the unsaved-changes modal; false keeps the person on the step. */
  onSave?(): boolean | Promise<boolean>;
  /** Drops the step's changes when the person chooses Discard. */
  onDiscard?(): void;
}

export type WizardStepStatus = 'done' | 'current' | 'upcoming';
