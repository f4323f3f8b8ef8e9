import { LRUCache } from 'lru-cache';
import type { SessionView } from '@lurkit/core/accounts/application/get-session.ts';
import type { ClockPort } from '@lurkit/core/shared/clock.port.ts';

/** What changed about accounts, as the repositories that wrote it know it. */
export interface AccountChange {
  sessionIds?: readonly string[];
  userIds?: readonly string[];
  companyIds?: readonly string[];
}

/** Told by the account repositories whenever they write something a session view shows. */
export interface AccountChangeListener {
  changed(change: AccountChange): void;
}

/** Sessions resolved in the last moments are answered from memory; an upper bound keeps memory flat. */
const MAX_ENTRIES = 10_000;

/**
 * Resolved sessions (session, account and company in one view), kept for a short time in this process
 * so a signed-in request reads no database. A write through this process's repositories (sign-out,
 * password change, account deletion, profile and company changes) forgets the views it touches at once;
 * writes by other processes (another API instance, the worker, staff tooling) are seen after at most
 * `ttlMs`, which is why it is short.
 */
export class SessionViewCache implements AccountChangeListener {
  readonly #entries: LRUCache<string, SessionView> | null;
  /** Counts changes, so a view read before a change is not stored after it. */
  #changes = 0;

  readonly #clock: ClockPort;

  /**
   * `elapsed` measures the time to live: monotonic milliseconds, not the clock, so a settable clock
   * in a test of the app does not keep views forever; a test of the cache moves it by hand. It is read
   * on every lookup (no 1 ms resolution cache), which a monotonic read affords.
   */
  constructor(ttlMs: number, clock: ClockPort, elapsed: { now(): number } = performance) {
    this.#clock = clock;
    this.#entries = ttlMs > 0 ? new LRUCache({ max: MAX_ENTRIES, ttl: ttlMs, ttlAutopurge: false, ttlResolution: 0, perf: elapsed }) : null;
  }

  /** The view for a cookie token, while it is fresh and its session has not expired. */
  get(token: string): SessionView | undefined {
    const view = this.#entries?.get(token);
    if (view && view.expires > this.#clock.now()) return view;
    if (view) this.#entries?.delete(token);
    return undefined;
  }

  /** Marks the start of a read; pass the mark to `set`, which drops the view if anything changed since. */
  mark(): number {
    return this.#changes;
  }

  set(token: string, view: SessionView, mark: number): void {
    if (mark === this.#changes) this.#entries?.set(token, view);
  }

  forgetToken(token: string): void {
    this.#entries?.delete(token);
  }

  changed({ sessionIds = [], userIds = [], companyIds = [] }: AccountChange): void {
    this.#changes += 1;
    if (!this.#entries || this.#entries.size === 0) return;
    const sessions = new Set(sessionIds);
    const users = new Set(userIds);
    const companies = new Set(companyIds);
    for (const [token, view] of this.#entries.entries()) {
      if (sessions.has(view.sessionId) || users.has(view.user.id) || (view.user.company && companies.has(view.user.company.id)))
        this.#entries.delete(token);
    }
  }
}
