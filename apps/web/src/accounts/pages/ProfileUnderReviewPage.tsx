import { ProfileUnderReview } from '@lurkit/ui/creator-access/ProfileUnderReview.tsx';
import useSWR from 'swr';
import { Navigate } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useMyConnections } from '../../connections/index.ts';
import { fetchMyCreatorOnboarding } from '../operations/creator-onboarding.operations.ts';
import { useMyCreatorAccess } from '../hooks/use-my-creator-access.ts';

/**
 * /user/creator-access/review: the profile-under-review page (spec 2) while verification runs (spec 4).
 * The access is polled; once decided, the person goes back to /user/creator-access, which shows the outcome.
 */
export function ProfileUnderReviewPage() {
  const access = useMyCreatorAccess();
  const connections = useMyConnections();
  const onboarding = useSWR('gql:MyCreatorOnboarding', fetchMyCreatorOnboarding);
  if (!access.data || !connections.data || onboarding.data === undefined) {
    return <PageStatus error={access.error ?? connections.error ?? onboarding.error} />;
  }
  if (access.data.status !== 'verificationInProgress') return <Navigate to="/user/creator-access" replace />;
  return (
    <ProfileUnderReview
      requestedAt={access.data.requestedAt}
      providers={connections.data.filter((c) => c.isValid).map((c) => c.providerKind)}
      onboardingDone={onboarding.data !== null}
    />
  );
}
