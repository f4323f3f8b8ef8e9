import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import './CreatorAccessPanel.css';

export type CreatorAccessProvider = 'twitch' | 'youtube' | 'tiktok';
export type CreatorAccessStatus = 'notRequested' | 'verificationInProgress' | 'granted' | 'refused';

export interface CreatorAccessPanelProps {
  status: CreatorAccessStatus;
  channels: readonly {
    provider: CreatorAccessProvider;
    qualifies: boolean;
    refusals: readonly { reason: string; message: string }[];
  }[];
  thresholds: readonly {
    provider: CreatorAccessProvider;
    minFollowers: number;
    audience: string;
    minAccountAgeDays: number;
    businessAccountRequired: boolean;
  }[];
  /** The person's working connections: verification needs at least one. */
  connectedProviders: readonly CreatorAccessProvider[];
  requesting?: boolean;
  error?: string | null;
  onRequest: () => void;
}

const NAMES: Record<CreatorAccessProvider, string> = { twitch: 'Twitch', youtube: 'YouTube', tiktok: 'TikTok' };

/** "Gain full creator access" (spec 2, 4, 5): what each platform needs, the request, and its outcome with reasons. */
export function CreatorAccessPanel({
  status,
  channels,
  thresholds,
  connectedProviders,
  requesting = false,
  error = null,
  onRequest,
}: CreatorAccessPanelProps) {
  const canRequest = (status === 'notRequested' || status === 'refused') && connectedProviders.length > 0;
  return (
    <section className="creator-access" aria-labelledby="creator-access-title">
      <h1 id="creator-access-title">Gain full creator access</h1>
      <p>
        Full creator access lets you request keys and take part in campaigns. We check one of your connected channels; any one that
        qualifies is enough.
      </p>
      <ul className="creator-access__thresholds">
        {thresholds.map((t) => (
          <li key={t.provider}>
            <strong>{NAMES[t.provider]}</strong>: at least {t.minFollowers} {t.audience} and an account {t.minAccountAgeDays} days old
            {t.businessAccountRequired ? ', a business account' : ''}.
          </li>
        ))}
      </ul>

      {status === 'verificationInProgress' && (
        <Alert tone="info" title="Verification in progress">
          We are checking your channels. This page updates by itself when we are done.
        </Alert>
      )}
      {status === 'granted' && (
        <Alert tone="success" title="Full creator access granted">
          You are a creator now. <AppLink href="/creator/home">Go to your creator home</AppLink>
        </Alert>
      )}
      {status === 'refused' && (
        <Alert tone="warning" title="Creator access refused">
          <ul className="creator-access__reasons">
            {channels.map((c) => (
              <li key={c.provider}>
                <strong>{NAMES[c.provider]}</strong>: {c.refusals.map((r) => r.message).join(' ')}
              </li>
            ))}
          </ul>
          When your channel has grown, ask again.
        </Alert>
      )}

      {connectedProviders.length === 0 && status !== 'granted' ? (
        <p>
          Connect a channel first: <AppLink href="/user/settings/connections">Connections</AppLink>.
        </p>
      ) : (
        status !== 'granted' && (
          <p>
            Channels we will check: {connectedProviders.map((p) => NAMES[p]).join(', ')}.{' '}
            <AppLink href="/user/settings/connections">Manage connections</AppLink>
          </p>
        )
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {canRequest && (
        <Button onClick={onRequest} loading={requesting}>
          {status === 'refused' ? 'Ask again' : 'Verify my channels'}
        </Button>
      )}
    </section>
  );
}
