import { Alert } from '../alert/Alert.tsx';
import { formatDateTime } from '../format/format.ts';
import { AppLink } from '../link/LinkProvider.tsx';
import type { CreatorAccessProvider } from './CreatorAccessPanel.tsx';
import './CreatorAccessPanel.css';

export interface ProfileUnderReviewProps {
  /** When the creator asked for access (ISO); null when the request time is not known. */
  requestedAt: string | null;
  /** The connected channels being checked. */
  providers: readonly CreatorAccessProvider[];
  /** Whether the creator has told us their interests and hardware; if not, the wait is a good time to. */
  onboardingDone: boolean;
}

const NAMES: Record<CreatorAccessProvider, string> = { twitch: 'Twitch', youtube: 'YouTube', tiktok: 'TikTok' };

/**
 * Spec 2's profile-under-review page: what a creator sees while creator access is in verification
 * (spec 4), with spec 9's timings (verification 2-4 days; channel data up to 24 hours).
 */
export function ProfileUnderReview({ requestedAt, providers, onboardingDone }: ProfileUnderReviewProps) {
  return (
    <section className="creator-access" aria-labelledby="under-review-title">
      <h1 id="under-review-title">Your profile is under review</h1>
      <Alert tone="info" title="Verification in progress">
        We are checking{' '}
        {providers.length > 0
          ? `your ${providers.map((p) => NAMES[p]).join(' and ')} channel${providers.length > 1 ? 's' : ''}`
          : 'your channels'}{' '}
        against the creator access requirements. This page updates by itself when we are done.
      </Alert>
      <dl className="creator-access__facts">
        <div>
          <dt>Requested</dt>
          <dd>{requestedAt ? formatDateTime(requestedAt) : 'Just now'}</dd>
        </div>
        <div>
          <dt>Usually takes</dt>
          <dd>2-4 days</dd>
        </div>
      </dl>
      <p>
        New connections can take up to 24 hours before their figures reach us. If a channel is refused, you will see why and can ask again
        when it has grown.
      </p>
      {!onboardingDone && (
        <p>
          While you wait: <AppLink href="/creator/onboarding">tell us your interests and hardware</AppLink>, so companies can invite you to
          the right games.
        </p>
      )}
      <p>
        <AppLink href="/user/settings/connections">Manage connections</AppLink>
      </p>
    </section>
  );
}
