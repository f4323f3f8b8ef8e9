import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimitCount, RateLimitPort } from '@lurkit/core/shared/rate-limit.port.ts';

interface CountRow {
  hits: number;
  resets_at: Date | string;
}

const toCount = (row: CountRow | undefined, now: Date): RateLimitCount =>
  row ? { hits: Number(row.hits), resetsAt: new Date(row.resets_at) } : { hits: 0, resetsAt: now };

/**
 * Counters in PostgreSQL, so every API instance sees the same counts. Give it an entity manager of its
 * own pool (see createRateLimitOrm): each statement commits on its own, outside any request's
 * transaction, so a rolled-back mutation still counts, and it never waits for a connection that a
 * request's transaction holds.
 */
export class MikroOrmRateLimits implements RateLimitPort {
  readonly #em: EntityManager;
  readonly #purgeEvery: number;
  #hitsSincePurge = 0;

  /**
   * `purgeEvery`: after this many hits the instance deletes rows whose window has ended, so keys seen
   * once (an address, a typed login) do not pile up. A hit on a deleted key simply starts it again.
   */
  constructor(em: EntityManager, { purgeEvery = 1000 }: { purgeEvery?: number } = {}) {
    this.#em = em;
    this.#purgeEvery = purgeEvery;
  }

  async hit(key: string, windowMs: number, now: Date, amount = 1): Promise<RateLimitCount> {
    // One statement: concurrent hits on one key serialize on its row, and none is lost.
    const rows = await this.#em.getConnection().execute<CountRow[]>(
      `insert into rate_limit_counter as c (key, hits, resets_at) values (?, ?, ?)
       on conflict (key) do update set
         hits = case when c.resets_at <= ? then excluded.hits else c.hits + excluded.hits end,
         resets_at = case when c.resets_at <= ? then excluded.resets_at else c.resets_at end
       returning hits, resets_at`,
      [key, amount, new Date(now.getTime() + windowMs), now, now],
    );
    if (++this.#hitsSincePurge >= this.#purgeEvery) {
      this.#hitsSincePurge = 0;
      await this.#em.getConnection().execute(`delete from rate_limit_counter where resets_at <= ?`, [now]);
    }
    return toCount(rows[0], now);
  }

  async peek(key: string, now: Date): Promise<RateLimitCount> {
    const rows = await this.#em
      .getConnection()
      .execute<CountRow[]>(`select hits, resets_at from rate_limit_counter where key = ? and resets_at > ?`, [key, now]);
    return toCount(rows[0], now);
  }

  async clear(key: string): Promise<void> {
    await this.#em.getConnection().execute(`delete from rate_limit_counter where key = ?`, [key]);
  }
}
