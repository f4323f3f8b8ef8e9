import { useId, type ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import type { PublishCheck } from '../publish-checks/publish-check.types.ts';
import { KEY_CAMPAIGN_STEPS, STEP_TITLES, type KeyCampaignStep } from './wizard-steps.ts';
import '../publish-checks/PublishChecks.css';
import './KeyCampaignWizard.css';

export interface KeyCampaignWizardProps {
  /** The wizard's heading (the page's h1 already names the campaign). */
  title?: string;
  /** The step shown (the page takes it from the URL). */
  currentStep: KeyCampaignStep;
  /** Asked to show another step; the page checks for unsaved changes first, then navigates. */
  onStepChange(step: KeyCampaignStep): void;
  /** Failed publish checks; a step with any gets a warning mark. */
  checks?: readonly PublishCheck[];
  /** The current step's form. */
  children: ReactNode;
}

const count = (n: number) => (n === 1 ? '1 publish check to fix' : `${n} publish checks to fix`);

/**
 * Spec 2: Basics, Game info, Requirements, Access, Creator kit. An existing campaign is edited in any
 * order, so every step is reachable; steps whose publish checks fail carry a warning mark.
 */
export function KeyCampaignWizard({ title = 'Campaign setup', currentStep, onStepChange, checks = [], children }: KeyCampaignWizardProps) {
  const headingId = useId();
  const index = KEY_CAMPAIGN_STEPS.indexOf(currentStep);
  const previous = KEY_CAMPAIGN_STEPS[index - 1];
  const next = KEY_CAMPAIGN_STEPS[index + 1];
  return (
    <section className="key-wizard" aria-labelledby={headingId}>
      <h2 id={headingId} className="key-wizard__title">
        {title}
      </h2>
      <nav aria-label="Key campaign steps">
        <ol className="key-wizard__steps">
          {KEY_CAMPAIGN_STEPS.map((step, i) => {
            const failing = checks.filter((check) => check.step === step).length;
            const current = step === currentStep;
            return (
              <li key={step}>
                <button
                  type="button"
                  className={['key-wizard__step', current && 'key-wizard__step--current'].filter(Boolean).join(' ')}
                  aria-current={current ? 'step' : undefined}
                  onClick={() => !current && onStepChange(step)}
                >
                  <span className="key-wizard__number" aria-hidden="true">
                    {i + 1}
                  </span>
                  {STEP_TITLES[step]}
                  {failing > 0 && (
                    <>
                      <span className="warning-dot" aria-hidden="true" />
                      <span className="visually-hidden"> ({count(failing)})</span>
                    </>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="key-wizard__body">
        <h3 className="key-wizard__step-title">{STEP_TITLES[currentStep]}</h3>
        {children}
      </div>
      <div className="key-wizard__nav">
        {previous && (
          <Button variant="secondary" onClick={() => onStepChange(previous)}>
            Previous: {STEP_TITLES[previous]}
          </Button>
        )}
        {next && (
          <Button variant="secondary" onClick={() => onStepChange(next)}>
            Next: {STEP_TITLES[next]}
          </Button>
        )}
      </div>
    </section>
  );
}
