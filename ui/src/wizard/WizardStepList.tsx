import { stepStatus } from './step-status.ts';
import type { WizardStep } from './wizard.types.ts';

export interface WizardStepListProps {
  /** Accessible name of the list, e.g. "Quest setup steps". */
  label: string;
  steps: readonly Pick<WizardStep, 'id' | 'title'>[];
  currentIndex: number;
  /** Called when a done step is chosen; upcoming steps are reached with Next only. */
  onSelect(index: number): void;
}

const STATUS_TEXT = { done: 'completed', current: 'current step', upcoming: 'not started' } as const;

/** The numbered step list: done steps are buttons back to them, the current one is marked. */
export function WizardStepList({ label, steps, currentIndex, onSelect }: WizardStepListProps) {
  return (
    <nav aria-label={label}>
      <ol className="wizard-steps">
        {steps.map((step, index) => {
          const status = stepStatus(index, currentIndex);
          const text = (
            <>
              <span className="wizard-steps__number" aria-hidden="true">
                {status === 'done' ? '✓' : index + 1}
              </span>
              {step.title}
              <span className="visually-hidden"> ({STATUS_TEXT[status]})</span>
            </>
          );
          return (
            <li
              key={step.id}
              className={`wizard-steps__item wizard-steps__item--${status}`}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              {status === 'done' ? (
                <button type="button" className="wizard-steps__button" onClick={() => onSelect(index)}>
                  {text}
                </button>
              ) : (
                <span className="wizard-steps__label">{text}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
