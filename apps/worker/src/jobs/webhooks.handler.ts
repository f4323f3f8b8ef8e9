import * as v from 'valibot';
import { FAN_OUT_WEBHOOK_EVENT_JOB, SWEEP_WEBHOOKS_JOB } from '@lurkit/adapters/jobs/webhooks.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { DeliverWebhooks, FanOutWebhookEvents } from '@lurkit/core/webhooks/application/deliver-webhooks.ts';
import type { JobLog } from './job-log.ts';

/**
 * A batch of events to their companies' endpoints: the deliveries are added in one statement, then sent
 * outside any transaction (none waits on a receiver). A delivery that fails waits for the sweep's retry.
 */
export function fanOutWebhookEventHandler(jobScope: ScopeFactory, logError: JobLog) {
  const job = FAN_OUT_WEBHOOK_EVENT_JOB;
  return async (payloads: readonly unknown[]): Promise<void> => {
    const eventIds: string[] = [];
    for (const payload of payloads) {
      const parsed = v.safeParse(job.payload, payload);
      if (parsed.success) eventIds.push(parsed.output.eventId);
      else logError({ job: job.name }, 'dropped a malformed job');
    }
    const webhooks = jobScope().webhooks;
    const added = await new FanOutWebhookEvents(webhooks).execute({ eventIds, limit: eventIds.length });
    if (added.length > 0) await new DeliverWebhooks(webhooks).execute({ deliveryIds: added.map((d) => d.id), limit: added.length });
  };
}

/** Every minute: events a lost job left behind, then every due retry and resend. */
export function sweepWebhooksHandler(jobScope: ScopeFactory, logError: JobLog, logInfo: JobLog) {
  const job = SWEEP_WEBHOOKS_JOB;
  return async (payload: unknown): Promise<void> => {
    if (!v.safeParse(job.payload, payload).success) return logError({ job: job.name }, 'dropped a malformed job');
    const fanned = await jobScope().transaction((scope) =>
      new FanOutWebhookEvents(scope.webhooks).execute({ eventIds: null, limit: job.batch }),
    );
    const attempted = await new DeliverWebhooks(jobScope().webhooks).execute({ deliveryIds: null, limit: job.batch });
    if (fanned.length + attempted.length > 0)
      logInfo(
        {
          job: job.name,
          fannedOut: fanned.length,
          attempted: attempted.length,
          delivered: attempted.filter((d) => d.status === 'delivered').length,
        },
        'sent webhooks',
      );
  };
}
