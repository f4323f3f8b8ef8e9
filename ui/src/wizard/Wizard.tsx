import { useId, useState } from 'react';
import { Button } from '../button/Button.tsx';
import { useConfirmUnsavedChanges } from '../unsaved-changes/use-confirm-unsaved-changes.ts';
import type { WizardStep } from './wizard.types.ts';
import { WizardStepList } from './WizardStepList.tsx';
import './Wizard.css';

export interface WizardProps {
  /** Name of the whole flow, e.g. "Quest setup". */
  title: string;
  /** The steps in order. */
  steps: readonly WizardStep[];
  /** Step shown first. Default the first. */
  initialStepId?: string;
  /** The step shown, when the caller keeps it (in the address, so Back and Forward move between steps). */
  stepId?: string;
  /** Called after the current step changes. */
  onStepChange?(stepId: string): void;
  /** Called when the last step is valid and its button is pressed. */
  onFinish(): void;
  /** Text of the last step's button. Default "Finish". */
  finishLabel?: string;
}

/**
 * A stepper (needs a ModalProvider above it): Next moves on only when the step validates, Back and the
 * step list go back at any time, but leaving a dirty step that way asks Save, Discard or Cancel first.
 */
export function Wizard({ title, steps, initialStepId, stepId, onStepChange, onFinish, finishLabel = 'Finish' }: WizardProps) {
  const [own, setOwn] = useState(() => indexOf(steps, initialStepId));
  const current = stepId === undefined ? own : indexOf(steps, stepId);
  const [checking, setChecking] = useState(false);
  const confirmUnsaved = useConfirmUnsavedChanges();
  const headingId = useId();
  const step = steps[current];
  if (!step) throw new Error('Wizard needs at least one step.');
  const isLast = current === steps.length - 1;

  const goTo = (index: number) => {
    setOwn(index);
    const target = steps[index];
    if (target) onStepChange?.(target.id);
  };

  const leaveTo = async (index: number) => {
    if (step.isDirty) {
      const choice = await confirmUnsaved({ onSave: step.onSave });
      if (choice === 'cancelled') return;
      if (choice === 'discarded') step.onDiscard?.();
    }
    goTo(index);
  };

  const next = async () => {
    setChecking(true);
    const valid = await Promise.resolve(step.validate ? step.validate() : true).finally(() => setChecking(false));
    if (!valid) return;
    if (isLast) onFinish();
    else goTo(current + 1);
  };

  return (
    <section className="wizard" aria-labelledby={headingId}>
      <h2 id={headingId} className="wizard__title">
        {title}
      </h2>
      <WizardStepList label={`${title} steps`} steps={steps} currentIndex={current} onSelect={(index) => void leaveTo(index)} />
      <div className="wizard__step">
        <h3>{step.title}</h3>
        {step.content}
      </div>
      <div className="wizard__actions">
        {current > 0 && (
          <Button variant="secondary" onClick={() => void leaveTo(current - 1)}>
            Back
          </Button>
        )}
        <Button onClick={() => void next()} loading={checking}>
          {isLast ? finishLabel : 'Next'}
        </Button>
      </div>
    </section>
  );
}

const indexOf = (steps: readonly WizardStep[], id: string | undefined) =>
  Math.max(
    0,
    steps.findIndex((step) => step.id === id),
  );
