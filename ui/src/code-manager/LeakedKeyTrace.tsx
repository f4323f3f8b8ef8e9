import { traceKeySchema } from '@lurkit/core/codes/domain/add-codes.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { TextField } from '../text-field/TextField.tsx';
import { formatDateTime } from '../format/format.ts';
import '../forms/form.css';
import './CodeManager.css';

export interface LeakedKeyTraceView {
  itemName: string;
  code: {
    masked: string;
    platform: string;
    status: string;
    addedAt: string;
    claimedAt: string | null;
    distributedBy: string | null;
    /** The Key campaign (or rule) that handed it out, by name. */
    distributor?: { name: string } | null;
    addedBy: { name: string } | null;
    claimedBy: { name: string } | null;
  };
  /** The code's whole history, oldest first: added, allocated, claimed, marked bad, revealed, traced. */
  events: readonly { type: string; at: string; by: { name: string } | null }[];
}

export interface LeakedKeyTraceProps {
  onTrace(value: string): void | Promise<void>;
  trace?: LeakedKeyTraceView | null;
  serverError?: FormServerError | null;
  tracing?: boolean;
}

const EVENT_LABELS: Record<string, string> = {
  added: 'Added',
  allocated: 'Allocated',
  claimed: 'Claimed',
  revealed: 'Revealed',
  traced: 'Traced',
  markedBad: 'Marked bad and replaced',
};

/** Leaked-key tracing: paste a key seen on a reseller site; see who claimed it, when, through what, and every event. */
export function LeakedKeyTrace({ onTrace, trace = null, serverError, tracing = false }: LeakedKeyTraceProps) {
  const form = useSchemaForm(traceKeySchema, { value: '' });
  const alert = useServerError(form, serverError);
  return (
    <section className="code-manager__trace" aria-labelledby="trace-heading">
      <h2 id="trace-heading">Trace a leaked key</h2>
      <form className="form" noValidate onSubmit={form.handleSubmit((values) => onTrace(values.value))}>
        <TextField
          label="Key seen on a reseller site"
          autoComplete="off"
          spellCheck={false}
          {...form.register('value')}
          error={form.formState.errors.value?.message}
        />
        <div className="form__actions">
          <Button type="submit" loading={tracing}>
            Trace key
          </Button>
        </div>
      </form>
      {alert && <Alert tone="error">{alert.message}</Alert>}
      {trace && (
        <div aria-live="polite">
          <dl className="code-manager__facts">
            <dt>Item</dt>
            <dd>{trace.itemName}</dd>
            <dt>Platform</dt>
            <dd>{trace.code.platform}</dd>
            <dt>Added</dt>
            <dd>
              {formatDateTime(trace.code.addedAt)}
              {trace.code.addedBy ? ` by ${trace.code.addedBy.name}` : ''}
            </dd>
            <dt>Claimed by</dt>
            <dd>{trace.code.claimedBy?.name ?? 'Nobody yet'}</dd>
            <dt>Claimed</dt>
            <dd>{trace.code.claimedAt ? formatDateTime(trace.code.claimedAt) : '—'}</dd>
            <dt>Distributed by</dt>
            <dd>{trace.code.distributor?.name ?? trace.code.distributedBy ?? '—'}</dd>
          </dl>
          <h3>Events</h3>
          <ol className="code-manager__events">
            {trace.events.map((event, index) => (
              <li key={`${event.type}-${index}`}>
                {EVENT_LABELS[event.type] ?? event.type} {formatDateTime(event.at)}
                {event.by ? ` by ${event.by.name}` : ''}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
