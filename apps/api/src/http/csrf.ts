import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config.ts';
import { cookieOptions, csrfCookieName } from './cookies.ts';

/**
 * Double-submit token as Auth.js does it: the cookie holds `token|hmac(token)`, the form posts the
 * token. The HMAC stops a cookie planted by a sibling subdomain from being accepted.
 */
export class CsrfTokens {
  private readonly secret: string;
  private readonly config: AppConfig;

  constructor(secret: string, config: AppConfig) {
    this.secret = secret;
    this.config = config;
  }

  private sign(token: string): string {
    return createHmac('sha256', this.secret).update(token).digest('hex');
  }

  /** The token from a valid cookie, or null. */
  private fromCookie(req: Request): string | null {
    const raw: unknown = req.cookies?.[csrfCookieName(this.config)];
    if (typeof raw !== 'string') return null;
    const [token, signature] = raw.split('|');
    if (!token || !signature) return null;
    return safeEqual(signature, this.sign(token)) ? token : null;
  }

  /** Reuses the current token so several open tabs keep working. */
  issue(req: Request, res: Response): string {
    const existing = this.fromCookie(req);
    if (existing) return existing;
    const token = randomBytes(32).toString('hex');
    res.cookie(csrfCookieName(this.config), `${token}|${this.sign(token)}`, cookieOptions(this.config));
    return token;
  }

  isValid(req: Request): boolean {
    const expected = this.fromCookie(req);
    const posted: unknown = req.body?.csrfToken;
    return expected !== null && typeof posted === 'string' && safeEqual(posted, expected);
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
