import type { EntityManager } from '@mikro-orm/postgresql';

/** `claimed`: this attempt sends; `sent`: it went out already; `busy`: another worker holds it now. */
export type MailClaim = 'claimed' | 'sent' | 'busy';

/**
 * The delivery state of each queued mail (see MailDeliveryEntity). Every step is one statement, so two
 * workers handed the same job cannot both claim it.
 */
export class MikroOrmMailDeliveries {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /**
   * A claim older than `leaseSeconds` belongs to a worker that died mid-send (pg-boss hands the job out
   * again only after its expiry), so it may be taken over.
   */
  async claim(id: string, leaseSeconds: number): Promise<MailClaim> {
    const connection = this.#em.getConnection();
    const claimed = await connection.execute<{ id: string }[]>(
      `insert into mail_delivery (id, state, attempts, claimed_at) values (?, 'sending', 1, now())
       on conflict (id) do update set state = 'sending', attempts = mail_delivery.attempts + 1, claimed_at = now()
       where mail_delivery.state = 'failed'
          or (mail_delivery.state = 'sending' and mail_delivery.claimed_at < now() - make_interval(secs => ?))
       returning id`,
      [id, leaseSeconds],
    );
    if (claimed.length > 0) return 'claimed';
    const [row] = await connection.execute<{ state: string }[]>('select state from mail_delivery where id = ?', [id]);
    return row?.state === 'sent' ? 'sent' : 'busy';
  }

  async markSent(id: string): Promise<void> {
    await this.#em.getConnection().execute(`update mail_delivery set state = 'sent', sent_at = now() where id = ?`, [id]);
  }

  /** The transport refused it: a retry may claim it at once. */
  async release(id: string): Promise<void> {
    await this.#em.getConnection().execute(`update mail_delivery set state = 'failed' where id = ? and state = 'sending'`, [id]);
  }

  /**
   * Forgets deliveries older than any job pg-boss could still hand out (it keeps queued jobs 14 days),
   * so the table does not grow forever. Returns how many rows went.
   */
  async prune(olderThanDays = 30): Promise<number> {
    const deleted = await this.#em
      .getConnection()
      .execute<{ id: string }[]>(`delete from mail_delivery where claimed_at < now() - make_interval(days => ?) returning id`, [
        olderThanDays,
      ]);
    return deleted.length;
  }

  async stateOf(id: string): Promise<{ state: string; attempts: number } | null> {
    const [row] = await this.#em
      .getConnection()
      .execute<{ state: string; attempts: number }[]>('select state, attempts from mail_delivery where id = ?', [id]);
    return row ?? null;
  }
}
