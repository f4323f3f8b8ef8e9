import { useState } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatDateTime } from '../format/format.ts';
import { webhookEventLabel } from './webhook-events.ts';
import './Webhooks.css';

export interface WebhookEndpointItem {
  id: string;
  url: string;
  /** GraphQL event names, e.g. KEY_CLAIMED. */
  events: readonly string[];
  /** The secret's last four characters. */
  secretHint: string;
  /** After a roll: the old secret signs deliveries too until then. */
  previousSecretExpiresAt: string | null;
  createdAt: string;
}

export interface WebhookEndpointListProps {
  endpoints: readonly WebhookEndpointItem[];
  /** The endpoint whose deliveries are shown. */
  selectedId?: string | null;
  /** Shows an endpoint's delivery log. */
  onShowDeliveries(id: string): void;
  /** Called once the owner confirmed a new secret. */
  onRollSecret(id: string): void;
  /** Called once the owner confirmed the removal. */
  onRemove(id: string): void;
  /** Endpoints whose roll or removal is under way. */
  busyIds?: readonly string[];
  /** The last roll's or removal's refusal. */
  error?: string | null;
}

type Confirming = { action: 'roll' | 'remove'; endpoint: WebhookEndpointItem } | null;

/** The company's endpoints as cards (they read the same on a phone): events, secret, and the owner's actions. */
export function WebhookEndpointList({
  endpoints,
  selectedId = null,
  onShowDeliveries,
  onRollSecret,
  onRemove,
  busyIds = [],
  error = null,
}: WebhookEndpointListProps) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  if (endpoints.length === 0)
    return <EmptyState title="No webhook endpoints yet">Add one to receive Lurkit’s events on your own server.</EmptyState>;
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="webhooks__endpoints" aria-label="Webhook endpoints">
        {endpoints.map((endpoint) => (
          <li key={endpoint.id} className="webhooks__endpoint" aria-current={endpoint.id === selectedId ? 'true' : undefined}>
            <p className="webhooks__url">{endpoint.url}</p>
            <ul className="webhooks__events" aria-label={`Events sent to ${endpoint.url}`}>
              {endpoint.events.map((event) => (
                <li key={event}>{webhookEventLabel(event)}</li>
              ))}
            </ul>
            <dl className="webhooks__facts">
              <dt>Secret</dt>
              <dd>
                <code>whsec_…{endpoint.secretHint}</code>
              </dd>
              <dt>Added</dt>
              <dd>{formatDateTime(endpoint.createdAt)}</dd>
              {endpoint.previousSecretExpiresAt && (
                <>
                  <dt>Old secret signs until</dt>
                  <dd>{formatDateTime(endpoint.previousSecretExpiresAt)}</dd>
                </>
              )}
            </dl>
            <div className="webhooks__actions">
              <Button variant="secondary" aria-pressed={endpoint.id === selectedId} onClick={() => onShowDeliveries(endpoint.id)}>
                Deliveries<span className="visually-hidden"> to {endpoint.url}</span>
              </Button>
              <Button
                variant="secondary"
                loading={busyIds.includes(endpoint.id)}
                onClick={() => setConfirming({ action: 'roll', endpoint })}
              >
                Roll secret<span className="visually-hidden"> of {endpoint.url}</span>
              </Button>
              <Button
                variant="danger"
                loading={busyIds.includes(endpoint.id)}
                onClick={() => setConfirming({ action: 'remove', endpoint })}
              >
                Remove<span className="visually-hidden"> {endpoint.url}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.action === 'roll' ? 'Roll the signing secret?' : 'Remove this endpoint?'}
        confirmLabel={confirming?.action === 'roll' ? 'Roll secret' : 'Remove endpoint'}
        confirmVariant={confirming?.action === 'roll' ? 'primary' : 'danger'}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming?.action === 'roll') onRollSecret(confirming.endpoint.id);
          if (confirming?.action === 'remove') onRemove(confirming.endpoint.id);
          setConfirming(null);
        }}
      >
        {confirming?.action === 'roll' ? (
          <p>
            Lurkit makes a new secret and shows it once. The old secret keeps signing deliveries for 24 hours beside the new one, so your
            receiver has a day to switch.
          </p>
        ) : (
          <p>{confirming?.endpoint.url} receives no more events, and its delivery log goes with it. This cannot be undone.</p>
        )}
      </ConfirmDialog>
    </>
  );
}
