import type { RateLimitCount, RateLimitPort } from '../rate-limit.port.ts';

/** The twin of the PostgreSQL counters: one process, the same window rules. */
export class InMemoryRateLimits implements RateLimitPort {
  readonly #counts = new Map<string, RateLimitCount>();

  async hit(key: string, windowMs: number, now: Date, amount = 1): Promise<RateLimitCount> {
    const current = this.#counts.get(key);
    const next =
      current && current.resetsAt > now
        ? { hits: current.hits + amount, resetsAt: current.resetsAt }
        : { hits: amount, resetsAt: new Date(now.getTime() + windowMs) };
    this.#counts.set(key, next);
    return next;
  }

  async peek(key: string, now: Date): Promise<RateLimitCount> {
    const current = this.#counts.get(key);
    return current && current.resetsAt > now ? current : { hits: 0, resetsAt: now };
  }

  async clear(key: string): Promise<void> {
    this.#counts.delete(key);
  }
}
