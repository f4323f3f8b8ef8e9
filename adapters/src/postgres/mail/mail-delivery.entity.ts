import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

/**
 * One row per queued mail (id = its send-email job id), so a job delivered twice (a worker killed
 * mid-send, an expired job) sends once: `sending` while a worker holds it, `sent` once delivered,
 * `failed` when the transport refused it and a retry may claim it. No row means still queued.
 */
export const MailDeliveryEntity = defineEntity({
  name: 'MailDelivery',
  tableName: 'mail_delivery',
  properties: {
    id: p.uuid().primary(),
    state: p.string().length(16),
    attempts: p.integer(),
    claimedAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
});

export type MailDeliveryRow = InferEntity<typeof MailDeliveryEntity>;
