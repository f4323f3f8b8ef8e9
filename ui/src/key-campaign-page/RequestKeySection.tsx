import { waitlistReason } from './waitlist-reason.ts';
import { useId } from 'react';
import { Button } from '../button/Button.tsx';
import { blocksRequest, type KeyEligibility } from '../key-campaign-shared/key-campaign.types.ts';
import { EligibilityShortfalls } from '../eligibility-check/EligibilityShortfalls.tsx';
import { RequirementGroups } from './RequirementGroups.tsx';

export interface RequestKeySectionProps {
  /** The creator's requirement groups. */
  eligibility: KeyEligibility;
  /** False once the campaign is closed to new requests. */
  openForRequests: boolean;
  /** Pre-launch: a request joins the waitlist. */
  preLaunch: boolean;
  /** The request is being sent. */
  requesting: boolean;
  /** Asks for a key. */
  onRequestKey(): void;
}

/** Not yet asked: the requirements and "Request a key", disabled with the reason when it cannot be asked. */
export function RequestKeySection({ eligibility, openForRequests, preLaunch, requesting, onRequestKey }: RequestKeySectionProps) {
  const reasonId = useId();
  const blocked = blocksRequest(eligibility);
  const reason = !openForRequests
    ? 'This campaign is not open for new requests.'
    : blocked
      ? 'You cannot request a key: the campaign’s location and language requirements must be met.'
      : null;
  const waitlistNote = preLaunch
    ? 'This campaign is in pre-launch: requests join the waitlist until it launches.'
    : !eligibility.eligible
      ? `Your request joins the waitlist: ${waitlistReason(eligibility, false)}`
      : null;
  return (
    <>
      {eligibility.vipAccess && (
        <p className="key-action__note">
          <strong>VIP access:</strong> the company lets you take part whatever your channel size or program membership.{' '}
          {eligibility.vipAccess.waivesLocationAndLanguage ? 'Location and language are waived too.' : 'Location and language still apply.'}
        </p>
      )}
      <RequirementGroups groups={eligibility.groups} />
      <EligibilityShortfalls shortfalls={eligibility.missing ?? []} />
      {reason && (
        <p id={reasonId} className="key-action__reason">
          {reason}
        </p>
      )}
      {!reason && waitlistNote && <p className="key-action__note">{waitlistNote}</p>}
      <Button onClick={onRequestKey} disabled={reason !== null} loading={requesting} aria-describedby={reason ? reasonId : undefined}>
        Request a key
      </Button>
    </>
  );
}
