import { Alert, type AlertTone } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { formatDateTime } from '../format/format.ts';
import './CustomDomainStatus.css';

export type CustomDomainState = 'pending' | 'verified' | 'suspended';

export interface CustomDomainStatusProps {
  domain: string;
  status: CustomDomainState;
  /** The TXT record the company adds at its DNS provider. */
  recordName: string;
  recordValue: string;
  /** ISO time of the last check; null before the first. */
  checkedAt: string | null;
  /** Checks ask the DNS sandbox (development): every claimed domain is verified without a real record. */
  sandbox: boolean;
  onCheckNow: () => void;
  checking?: boolean;
}

const STATES: Record<CustomDomainState, { tone: AlertTone; title: string; text: string }> = {
  pending: {
    tone: 'info',
    title: 'Waiting for the DNS record',
    text: 'Add the TXT record below at your DNS provider. Your page is served on this domain once we find it; DNS changes can take a while to show.',
  },
  verified: {
    tone: 'success',
    title: 'Verified',
    text: 'Your page is served on this domain. Keep the TXT record: we check it every day.',
  },
  suspended: {
    tone: 'warning',
    title: 'Suspended: the DNS record is gone',
    text: 'We no longer find the TXT record, so your page is not served on this domain. Add it again and press Check now.',
  },
};

/**
 * Page settings' custom domain, after it is saved: whether it is verified, the TXT record that proves
 * the company owns it, and "Check now" (the check itself runs in the background).
 */
export function CustomDomainStatus({
  domain,
  status,
  recordName,
  recordValue,
  checkedAt,
  sandbox,
  onCheckNow,
  checking,
}: CustomDomainStatusProps) {
  const state = STATES[status];
  return (
    <div className="custom-domain-status">
      <Alert tone={state.tone} title={`${domain}: ${state.title}`}>
        <p>{state.text}</p>
        <p>{checkedAt ? `Last checked ${formatDateTime(checkedAt)}.` : 'Not checked yet.'}</p>
      </Alert>
      {sandbox && (
        <Alert tone="warning" title="DNS sandbox">
          <p>This environment does not look up real DNS: every domain's record counts as found. Set DNS_RESOLVER=live to check for real.</p>
        </Alert>
      )}
      <dl className="custom-domain-status__record" aria-label="TXT record to add">
        <div>
          <dt>Type</dt>
          <dd>TXT</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>
            <code>{recordName}</code>
          </dd>
        </div>
        <div>
          <dt>Value</dt>
          <dd>
            <code>{recordValue}</code>
          </dd>
        </div>
      </dl>
      <Button type="button" variant="secondary" loading={checking} onClick={onCheckNow}>
        Check now
      </Button>
    </div>
  );
}
