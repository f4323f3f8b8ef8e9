import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { ClockPort } from '@lurkit/core/shared/clock.port.ts';
import type { AppConfig } from '../config.ts';
import { cookieOptions } from './cookies.ts';

export const wroteCookieName = (config: AppConfig) => `${config.secureCookies ? '__Host-' : ''}lurkit.wrote`;

/**
 * Requests whose writes the sender never reads back from a replica: analytics events (sent on every
 * page) and the insights export, which reads statistics and only counts itself against the quota
 * (a count read from the primary).
 */
const NOT_WRITES = ['/api/events', '/api/insights/export'];

/**
 * A person who has just written reads from the primary for `windowMs`, so a replica a moment behind
 * never shows them their own change undone. The time of their last write travels in a signed cookie,
 * so every API process behind a load balancer knows it without sharing memory.
 */
export class ReadYourWrites {
  readonly #secret: string;
  readonly #config: AppConfig;
  readonly #clock: ClockPort;

  constructor(config: AppConfig, clock: ClockPort) {
    this.#config = config;
    this.#clock = clock;
    this.#secret = createHmac('sha256', config.authSecret).update('read-your-writes').digest('hex');
  }

  /** Whether this request must read from the primary: its sender wrote within the window. */
  pinned(req: Request): boolean {
    const value: unknown = req.cookies?.[wroteCookieName(this.#config)];
    if (typeof value !== 'string') return false;
    const [at, signature] = value.split('.');
    if (!at || !signature || !/^\d{1,15}$/.test(at) || !this.#valid(at, signature)) return false;
    const age = this.#clock.now().getTime() - Number(at);
    return age < this.#config.readYourWritesMs && age > -this.#config.readYourWritesMs;
  }

  /** Marks the sender as having written now; called before the answer's headers go out. */
  wrote(res: Response): void {
    if (res.headersSent) return;
    const at = String(this.#clock.now().getTime());
    res.cookie(wroteCookieName(this.#config), `${at}.${this.#sign(at)}`, {
      ...cookieOptions(this.#config),
      maxAge: this.#config.readYourWritesMs,
    });
  }

  /** Every request but a GET or HEAD writes, unless it is known not to; GraphQL says so per operation. */
  writesOnArrival(req: Request): boolean {
    if (req.method === 'GET' || req.method === 'HEAD') return false;
    const path = req.originalUrl.split('?')[0] ?? '';
    return !path.startsWith('/api/gql') && !NOT_WRITES.some((prefix) => path.startsWith(prefix));
  }

  #sign(at: string): string {
    return createHmac('sha256', this.#secret).update(at).digest('base64url');
  }

  #valid(at: string, signature: string): boolean {
    const expected = Buffer.from(this.#sign(at));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
