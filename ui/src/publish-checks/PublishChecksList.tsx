import { useId } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { PublishCheck } from './publish-check.types.ts';
import './PublishChecks.css';

export interface PublishChecksListProps {
  /** The checks not met yet; none means the campaign can be published. */
  checks: readonly PublishCheck[];
  /** Opens what fixes the check (its wizard step, or the account settings for a verified email). */
  onFix(checkId: string): void;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3;
}

/** Spec 4 and 5: why publishing is blocked, one line per failed check, each with its Fix action. */
export function PublishChecksList({ checks, onFix, headingLevel = 2 }: PublishChecksListProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  if (checks.length === 0) return <Alert tone="success">Every publish check is met. The campaign can be published.</Alert>;
  return (
    <section className="publish-checks" aria-labelledby={id}>
      <Heading id={id} className="publish-checks__title">
        {checks.length === 1 ? '1 thing to fix before publishing' : `${checks.length} things to fix before publishing`}
      </Heading>
      <ul className="publish-checks__list">
        {checks.map((check) => (
          <li key={check.id} className="publish-checks__item">
            <span className="publish-checks__dot" aria-hidden="true" />
            <span className="publish-checks__message">{check.message}</span>
            <Button variant="secondary" onClick={() => onFix(check.id)} aria-label={`Fix: ${check.message}`}>
              Fix
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
