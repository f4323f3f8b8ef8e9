import { MAIL_CATEGORIES, type EmailMessage, type MailCategory } from '@lurkit/core/shared/mailer.port.ts';
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
  /** Waiting mails of each category ranked per claim, oldest turns first (see claim); at least `batchSize`. */
  readonly rankWindow?: number;
}

/** Enough to fill many batches fairly, few enough that a claim costs the same with a million waiting. */
const RANK_WINDOW = 2_000;
/**
 * The best-ranked mails a claim tries to lock, per mail it claims: enough spare for those another
 * claim locked meanwhile, few enough that locking looks each one up rather than reading the table.
 */
const CANDIDATES_PER_MAIL = 4;

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
   * batch takes the first of every category, then the second of every category.
   *
   * Only a window is ranked, so a claim's cost does not grow with the queue: per category the
   * `rankWindow` mails of the oldest turns (turns already alternate recipients), plus the next mail of
   * every sender with mail waiting (a sender's mails to many recipients share the oldest turns, and
   * would otherwise fill the window and hide another sender). Both are read from partial indexes on
   * waiting mail, senders found by skipping through theirs. A ranking cannot lock rows, so the locks
   * come after it, on the best-ranked few: rows locked by another worker's claim, or claimed by it
   * meanwhile, are skipped, not waited for.
   */
  async claim({ batchSize, leaseSeconds, rankWindow = RANK_WINDOW }: ClaimOptions): Promise<ClaimedMail[]> {
    const rows = await this.#em.getConnection().execute<ClaimedRow[]>(
      `with recursive categories as (
         select unnest(array[?]::varchar[]) as category
       ), senders as (
         (select category, sender from mail_delivery where state = 'queued' and sender is not null order by category, sender limit 1)
         union all
         select next.category, next.sender from senders s cross join lateral (
           select m.category, m.sender from mail_delivery m
            where m.state = 'queued' and m.sender is not null and (m.category, m.sender) > (s.category, s.sender)
            order by m.category, m.sender limit 1
         ) next
       ), windowed as (
         select w.id, w.category, w.sender, w."to", w.turn, w.created_at from categories c cross join lateral (
           select id, category, sender, "to", turn, created_at from mail_delivery
            where state = 'queued' and category = c.category and available_at <= now()
            order by turn, created_at limit ?
         ) w
         union
         select h.id, h.category, h.sender, h."to", h.turn, h.created_at from senders s cross join lateral (
           select id, category, sender, "to", turn, created_at from mail_delivery
            where state = 'queued' and category = s.category and sender = s.sender and available_at <= now()
            order by turn, created_at limit 1
         ) h
       ), grouped as (
         select id, category, turn, created_at,
                row_number() over (
                  partition by category, coalesce('s:' || sender, 'r:' || lower("to")) order by turn, created_at
                ) as group_place
           from windowed
       ), offered as (
         select id, category, row_number() over (partition by category order by group_place, turn, created_at) as place
           from grouped
       ), candidates as (
         select id, place, category from offered order by place, category limit ?
       ), chosen as (
         select mail_delivery.id from candidates join mail_delivery on mail_delivery.id = candidates.id
          where mail_delivery.state = 'queued'
          order by candidates.place, candidates.category
          limit ?
          for update of mail_delivery skip locked
       )
       update mail_delivery set state = 'sending', attempts = mail_delivery.attempts + 1, claimed_at = now(),
              lease_until = now() + make_interval(secs => ?)
         from chosen where mail_delivery.id = chosen.id
       returning mail_delivery.id, mail_delivery.category, mail_delivery."to", mail_delivery.sender, mail_delivery.subject,
                 mail_delivery.text, mail_delivery.html, mail_delivery.attempts`,
      [MAIL_CATEGORIES, Math.max(rankWindow, batchSize), batchSize * CANDIDATES_PER_MAIL, batchSize, leaseSeconds],
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
