import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

/** Development mail sink: messages are stored here and listed at /dev/outbox instead of being sent. */
export const EmailOutboxEntity = defineEntity({
  name: 'EmailOutbox',
  tableName: 'email_outbox',
  properties: {
    id: p.uuid().primary(),
    to: p.string().length(254),
    subject: p.text(),
    text: p.text(),
    html: p.text(),
    createdAt: p.datetime().index('email_outbox_created_at_index'),
  },
});

export type EmailOutboxRow = InferEntity<typeof EmailOutboxEntity>;
