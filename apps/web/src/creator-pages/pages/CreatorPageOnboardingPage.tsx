import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { useParams } from 'react-router';
import { GqlError } from '../../shared/api/gql-error.ts';
import { NotFoundPage } from '../../shared/NotFoundPage.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { onboardingSteps } from '../creator-page-onboarding.ts';
import { usePublicCreatorPage } from '../hooks/use-creator-pages.ts';

/**
 * /{slug}/onboarding: the first-time setup of a new creator page, for its owner (others see "not
 * found", as on /{slug}/edit). Each step says whether it is done and links to where it is done.
 */
export function CreatorPageOnboardingPage() {
  const slug = (useParams().slug ?? '').toLowerCase();
  const view = usePublicCreatorPage(slug);
  if (view.error instanceof GqlError && view.error.code === 'CREATOR_PAGES.NOT_FOUND') return <NotFoundPage />;
  if (!view.data) return <PageStatus error={view.error} />;
  if (!view.data.viewerIsOwner) return <NotFoundPage />;
  const steps = onboardingSteps(view.data);
  const left = steps.filter((s) => !s.done && s.id !== 'share').length;
  return (
    <div className="creator-pages">
      <h1>Set up {view.data.page.title}</h1>
      <p>
        Your page is live at <AppLink href={`/${view.data.page.slug}`}>/{view.data.page.slug}</AppLink>.{' '}
        {left === 0 ? 'Everything is set up.' : `${left} ${left === 1 ? 'step' : 'steps'} left to make it complete.`}
      </p>
      <ol aria-label="Setup steps">
        {steps.map((step) => (
          <li key={step.id}>
            <strong>{step.title}</strong>
            {' · '}
            {step.done ? <span>Done</span> : <AppLink href={step.href}>{step.action}</AppLink>}
          </li>
        ))}
      </ol>
    </div>
  );
}
