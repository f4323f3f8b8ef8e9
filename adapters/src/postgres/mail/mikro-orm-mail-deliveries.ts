import type { EmailMessage, MailCategory } from '@lurkit/core/shared/mailer.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A mail a worker claimed: it holds it until its lease ends. `attempts` counts this one. */
export interface ClaimedMail {
  readonly id: string;
  readonly category: MailCategory;
  readonly message: EmailMessage;
  readonly attempts: number;
}

export interface ClaimOptions {
  /** Mails claimed at most. */
  readonly batchSize: number;
  /** Seconds a claim holds; past it the worker counts as dead and the mail is claimed again. */
  readonly leaseSeconds: number;
}

interface ClaimedRow {
  id: string;
  category: MailCategory;
  to: string;
  sender: string | null;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

/**
 * The mail queue (see MailDeliveryEntity). Every step is one statement, and claims skip rows another
 * worker has locked, so two workers never claim the same mail while its lease holds.
 */
export class MikroOrmMailDeliveries {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /**
   * Queues a mail in the open transaction of the entity manager, if any, so a change rolled back sends
   * nothing. Its turn is the one after its recipient's last mail of this category and sender still
   * waiting, but never before the category's oldest waiting turn: a recipient new to the queue joins
   * the round in progress instead of jumping ahead of it. Returns the mail's id.
   */
  async enqueue(message: EmailMessage, id: string = globalThis.crypto.randomUUID()): Promise<string> {
    const category: MailCategory = message.category ?? 'notification';
    const sender = message.sender ?? null;
    await this.#em.getConnection().execute(
      `insert into mail_delivery (id, category, "to", sender, subject, text, html, turn, state, attempts, created_at, available_at)
       select ?, ?::varchar, ?, ?::varchar, ?, ?, ?,
         greatest(
           coalesce((select min(turn) from mail_delivery where state = 'queued' and category = ?), 0),
           coalesce((select max(turn) from mail_delivery
                      where state in ('queued', 'sending') and category = ? and lower("to") = lower(?)
                        and sender is not distinct from ?::varchar), -1) + 1
         ),
         'queued', 0, clock_timestamp(), now()`,
      [id, category, message.to, sender, message.subject, message.text, message.html, category, category, message.to, sender],
      'run',
      this.#em.getTransactionContext(),
    );
    return id;
  }

  /**
   * Claims up to `batchSize` waiting mails, fairly: within a category each sender (or, for mail
   * without one, each recipient) offers its mails in turn order, so its recipients take turns; the
   * category offers the first of every sender, then the second of every sender, and so on; and the
   * batch takes the first of every category, then the second of every category. Ranking needs every
   * waiting mail, and a ranking cannot lock rows, so the locks come after it: rows locked by another
   * worker's claim, or claimed by it meanwhile, are skipped, not waited for.
   */
  async claim({ batchSize, leaseSeconds }: ClaimOptions): Promise<ClaimedMail[]> {
    const rows = await this.#em.getConnection().execute<ClaimedRow[]>(
      `with grouped as (
         select id, category, turn, created_at,
                row_number() over (
                  partition by category, coalesce('s:' || sender, 'r:' || lower("to")) order by turn, created_at
                ) as group_place
           from mail_delivery
          where state = 'queued' and available_at <= now()
       ), offered as (
         select id, category, row_number() over (partition by category order by group_place, turn, created_at) as place
           from grouped
       ), chosen as (
         select mail_delivery.id from mail_delivery join offered on offered.id = mail_delivery.id
          where mail_delivery.state = 'queued'
          order by offered.place, offered.category
          limit ?
          for update of mail_delivery skip locked
       )
       update mail_delivery set state = 'sending', attempts = mail_delivery.attempts + 1, claimed_at = now(),
              lease_until = now() + make_interval(secs => ?)
         from chosen where mail_delivery.id = chosen.id
       returning mail_delivery.id, mail_delivery.category, mail_delivery."to", mail_delivery.sender, mail_delivery.subject,
                 mail_delivery.text, mail_delivery.html, mail_delivery.attempts`,
      [batchSize, leaseSeconds],
    );
    return rows.map((row) => ({
      id: row.id,
      category: row.category,
      attempts: row.attempts,
      message: {
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        category: row.category,
        ...(row.sender === null ? {} : { sender: row.sender }),
      },
    }));
  }

  /**
   * Puts back the mails whose worker died holding them (their lease ended), keeping their turn, so
   * they go next. Returns how many.
   */
  async requeueLapsed(): Promise<number> {
    const rows = await this.#em.getConnection().execute<{ id: string }[]>(
      `update mail_delivery set state = 'queued', available_at = now(), lease_until = null
        where id in (select id from mail_delivery where state = 'sending' and lease_until < now() for update skip locked)
       returning id`,
    );
    return rows.length;
  }

  async markSent(id: string): Promise<void> {
    await this.#em
      .getConnection()
      .execute(`update mail_delivery set state = 'sent', sent_at = now(), lease_until = null where id = ? and state = 'sending'`, [id]);
  }

  /**
   * The transport refused it: it waits `delaySeconds` and is claimed again, or, with no attempt left,
   * it is given up (`failed`). Answers which.
   */
  async retryLater(id: string, delaySeconds: number, attemptsAllowed: number): Promise<'queued' | 'failed'> {
    const [row] = await this.#em.getConnection().execute<{ state: 'queued' | 'failed' }[]>(
      `update mail_delivery
          set state = case when attempts >= ? then 'failed' else 'queued' end,
              available_at = now() + make_interval(secs => ?), lease_until = null
        where id = ? and state = 'sending'
       returning state`,
      [attemptsAllowed, delaySeconds, id],
    );
    return row?.state ?? 'queued';
  }

  /** Forgets mails sent or given up long ago, so the table does not grow forever. Returns how many went. */
  async prune(olderThanDays = 30): Promise<number> {
    const deleted = await this.#em
      .getConnection()
      .execute<{ id: string }[]>(
        `delete from mail_delivery where state in ('sent', 'failed') and created_at < now() - make_interval(days => ?) returning id`,
        [olderThanDays],
      );
    return deleted.length;
  }

  async stateOf(id: string): Promise<{ state: string; attempts: number } | null> {
    const [row] = await this.#em
      .getConnection()
      .execute<{ state: string; attempts: number }[]>('select state, attempts from mail_delivery where id = ?', [id]);
    return row ?? null;
  }
}
