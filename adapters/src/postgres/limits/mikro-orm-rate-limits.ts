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

  constructor(em: EntityManager) {
    this.#em = em;
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
