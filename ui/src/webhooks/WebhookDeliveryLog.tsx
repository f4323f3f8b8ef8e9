import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatDateTime } from '../format/format.ts';
import { StatusBadge } from '../status-badge/StatusBadge.tsx';
import { webhookEventLabel } from './webhook-events.ts';
import '../data-table/DataTable.css';
import './Webhooks.css';

export interface WebhookDeliveryItem {
  id: string;
  /** GraphQL event name, e.g. KEY_CLAIMED. */
  event: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  createdAt: string;
  /** The receiver's HTTP status at the last attempt; null before one, or when it did not answer. */
  responseStatus: number | null;
  /** The first characters of the receiver's answer (or why there was none). */
  responseExcerpt: string | null;
}

export interface WebhookDeliveryLogProps {
  /** The endpoint's address, naming the log. */
  url: string;
  /** Newest first. */
  deliveries: readonly WebhookDeliveryItem[];
  /** Sends a delivery again (a fresh day of retries). */
  onResend(id: string): void;
  /** Deliveries whose resend is under way: their button is disabled, so a double click sends once. */
  busyIds?: readonly string[];
  /** The last resend's refusal. */
  error?: string | null;
}

/** How many characters of the receiver's answer a row shows; the log keeps 2 KB. */
const EXCERPT_CHARS = 140;
const excerpt = (text: string | null) => (!text ? '–' : text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text);

/** One endpoint's deliveries: what, when (Stockholm time), how it went, and Resend; scrolls inside its own box on a phone. */
export function WebhookDeliveryLog({ url, deliveries, onResend, busyIds = [], error = null }: WebhookDeliveryLogProps) {
  if (deliveries.length === 0) return <EmptyState title="No deliveries yet">Events you picked appear here once they happen.</EmptyState>;
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      {/* The shell leaves tables in this box alone; focusable so a keyboard can scroll it sideways on a phone. */}
      <div className="data-table__scroll" tabIndex={0} role="region" aria-label={`Deliveries to ${url}`}>
        <table className="webhooks__table">
          <caption className="visually-hidden">Deliveries to {url}</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Time</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Receiver status</th>
              <th scope="col">Answer</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <tr key={delivery.id}>
                <th scope="row">{webhookEventLabel(delivery.event)}</th>
                <td>{formatDateTime(delivery.createdAt)}</td>
                <td>
                  <StatusBadge kind="webhookDelivery" status={delivery.status} />
                </td>
                <td>{delivery.attempts}</td>
                <td>{delivery.responseStatus ?? '–'}</td>
                <td>
                  <code className="webhooks__excerpt">{excerpt(delivery.responseExcerpt)}</code>
                </td>
                <td>
                  <Button variant="secondary" loading={busyIds.includes(delivery.id)} onClick={() => onResend(delivery.id)}>
                    Resend<span className="visually-hidden"> {webhookEventLabel(delivery.event)}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
