import type { NextFunction, Request, Response } from 'express';
import { GetSession, type SessionView } from '@lurkit/core/accounts/application/get-session.ts';
import type { AppConfig } from '../config.ts';
import type { RequestScope } from '../request-scope.ts';
import { clearSessionCookie, sessionCookieName, setSessionCookie } from './cookies.ts';
import { localsOf } from './request-locals.ts';
import { bearerTokenOf } from './bearer-token.ts';

/**
 * Resolves the session cookie once per request; an extended session gets a fresh cookie expiry. A
 * session resolved moments ago is answered from the scope's short-lived cache (no database read).
 */
export function sessionMiddleware(config: AppConfig) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const locals = localsOf(res);
    locals.session = null;
    locals.sessionToken = null;
    // A bearer call (a company API token) is no browser's: its cookies are not read and none is set.
    if (bearerTokenOf(req) !== null) return next();
    const token: unknown = req.cookies?.[sessionCookieName(config)];
    if (typeof token !== 'string' || token === '') return next();
    const session = await resolveSession(locals.scope, token);
    if (!session) {
      clearSessionCookie(res, config);
      return next();
    }
    locals.session = session;
    locals.sessionToken = token;
    setSessionCookie(res, config, token, session.expires);
    next();
  };
}

async function resolveSession(scope: RequestScope, token: string): Promise<SessionView | null> {
  const cache = scope.sessionViews;
  const cached = cache?.get(token);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  const result = await new GetSession(scope.accounts).execute({ token });
  const session = result.ok ? result.value : null;
  if (session) cache?.set(token, session, mark);
  return session;
}
