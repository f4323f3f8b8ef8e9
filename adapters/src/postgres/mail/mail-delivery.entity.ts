import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

/**
 * The mail queue: one row per mail handed over for delivery, in the transaction of the change that
 * sent it. `queued` until a worker claims it (`sending`, held until `lease_until`), then `sent`; a
 * transport failure puts it back as `queued` after a backoff, and after the last attempt it is
 * `failed`. A worker that dies mid-send leaves its claim to lapse, and the mail is claimed again; the
 * id travels with it (outbox row id, SMTP Message-ID), so a mail sent twice that way arrives once.
 *
 * `turn` orders each category's mail round-robin by recipient (start-time fair queuing): a mail takes
 * the turn after its recipient's last one still waiting, and never one before the category's oldest
 * waiting turn, so a thousand mails to one address queue behind each other, not ahead of others.
 * `sender` (a company, for its invitations) groups mail above that: a claim gives every sender a turn
 * before any sender a second, so one company inviting a thousand people does not hold back another's
 * invitation. Mail without a sender is a group of its own per recipient.
 */
export const MailDeliveryEntity = defineEntity({
  name: 'MailDelivery',
  tableName: 'mail_delivery',
  properties: {
    id: p.uuid().primary(),
    category: p.string().length(32),
    to: p.string().length(254),
    sender: p.string().length(64).nullable(),
    subject: p.text(),
    text: p.text(),
    html: p.text(),
    turn: p.bigint('number'),
    state: p.string().length(16),
    attempts: p.integer(),
    createdAt: p.datetime(),
    availableAt: p.datetime(),
    claimedAt: p.datetime().nullable(),
    leaseUntil: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
  },
  indexes: [
    {
      name: 'mail_delivery_queued_index',
      expression: `create index "mail_delivery_queued_index" on "mail_delivery" ("category", "turn", "created_at") where "state" = 'queued'`,
    },
    {
      // A claim finds each sender with mail waiting, and its next mail, by skipping through this index.
      name: 'mail_delivery_sender_index',
      expression: `create index "mail_delivery_sender_index" on "mail_delivery" ("category", "sender", "turn", "created_at") where "state" = 'queued' and "sender" is not null`,
    },
    {
      name: 'mail_delivery_recipient_index',
      expression: `create index "mail_delivery_recipient_index" on "mail_delivery" ("category", lower("to"), "turn") where "state" in ('queued', 'sending')`,
    },
    {
      name: 'mail_delivery_lease_index',
      expression: `create index "mail_delivery_lease_index" on "mail_delivery" ("lease_until") where "state" = 'sending'`,
    },
  ],
});

export type MailDeliveryRow = InferEntity<typeof MailDeliveryEntity>;
