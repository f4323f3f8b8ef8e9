import { useState } from 'react';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { NewWebhookSecret } from '@lurkit/ui/webhooks/NewWebhookSecret.tsx';
import { WebhookDeliveryLog } from '@lurkit/ui/webhooks/WebhookDeliveryLog.tsx';
import { WebhookEndpointForm } from '@lurkit/ui/webhooks/WebhookEndpointForm.tsx';
import { WebhookEndpointList } from '@lurkit/ui/webhooks/WebhookEndpointList.tsx';
import { CompanySettingsTabs } from '../../accounts/index.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useRowAction } from '../../shared/hooks/use-row-action.ts';
import { useWebhookDeliveries, useWebhookEndpoints } from '../hooks/use-webhooks.ts';
import { addWebhookEndpoint, removeWebhookEndpoint, resendWebhookDelivery, rollWebhookSecret } from '../operations/webhooks.operations.ts';

type ShownSecret = { url: string; secret: string; rolled: boolean };

/** /company/settings/webhooks: owners add endpoints, roll their secrets, remove them, and read and resend deliveries. */
export function CompanyWebhooksPage() {
  const endpoints = useWebhookEndpoints();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = endpoints.data?.find((endpoint) => endpoint.id === selectedId) ?? null;
  const deliveries = useWebhookDeliveries(selected?.id ?? null);
  const add = useServerAction(addWebhookEndpoint);
  const row = useRowAction(() => endpoints.mutate());
  const resend = useRowAction(() => deliveries.mutate());
  const toasts = useToasts();
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const urlOf = (id: string) => endpoints.data?.find((endpoint) => endpoint.id === id)?.url ?? '';

  return (
    <CompanySettingsTabs active="webhooks">
      <h2>Webhooks</h2>
      <p>
        Lurkit POSTs the events you pick to your endpoints, signed with the endpoint’s secret in the Lurkit-Signature header (see the
        webhook documentation for how to check it).
      </p>
      {!endpoints.data ? (
        <PageStatus error={endpoints.error} />
      ) : (
        <>
          {shown ? (
            <NewWebhookSecret {...shown} onDone={() => setShown(null)} />
          ) : (
            <WebhookEndpointForm
              serverError={add.serverError}
              submitting={add.submitting}
              onSubmit={async (values) => {
                const outcome = await add.run(values);
                if (!outcome.ok) return;
                setShown({ url: values.url, secret: outcome.value.secret, rolled: false });
                toasts.add({ type: 'success', content: 'Endpoint added. Copy its secret now: it is shown only once.' });
                await endpoints.mutate();
              }}
            />
          )}
          <h3>Endpoints</h3>
          <WebhookEndpointList
            endpoints={endpoints.data}
            selectedId={selected?.id ?? null}
            busyIds={row.busyIds}
            error={row.error}
            onShowDeliveries={setSelectedId}
            onRollSecret={(id) =>
              void row.run(
                id,
                async () => setShown({ url: urlOf(id), secret: (await rollWebhookSecret(id)).secret, rolled: true }),
                'Secret rolled. The old one keeps signing for 24 hours.',
              )
            }
            onRemove={(id) =>
              void row.run(
                id,
                async () => {
                  await removeWebhookEndpoint(id);
                  if (id === selectedId) setSelectedId(null);
                },
                'Endpoint removed.',
              )
            }
          />
          {selected && (
            <div className="webhooks__log">
              <h3>Deliveries to {selected.url}</h3>
              {!deliveries.data ? (
                <PageStatus error={deliveries.error} />
              ) : (
                <WebhookDeliveryLog
                  url={selected.url}
                  deliveries={deliveries.data}
                  busyIds={resend.busyIds}
                  error={resend.error}
                  onResend={(id) => void resend.run(id, () => resendWebhookDelivery(id), 'Delivery queued to send again.')}
                />
              )}
            </div>
          )}
        </>
      )}
    </CompanySettingsTabs>
  );
}
