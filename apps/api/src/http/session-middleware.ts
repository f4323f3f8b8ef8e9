import type { NextFunction, Request, Response } from 'express';
import { GetSession } from '@lurkit/core/accounts/application/get-session.ts';
import type { AppConfig } from '../config.ts';
import { clearSessionCookie, sessionCookieName, setSessionCookie } from './cookies.ts';
import { localsOf } from './request-locals.ts';

/** Resolves the session cookie once per request; an extended session gets a fresh cookie expiry. */
export function sessionMiddleware(config: AppConfig) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const locals = localsOf(res);
    locals.session = null;
    locals.sessionToken = null;
    const token: unknown = req.cookies?.[sessionCookieName(config)];
    if (typeof token !== 'string' || token === '') return next();
    const result = await new GetSession(locals.scope.accounts).execute({ token });
    const session = result.ok ? result.value : null;
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
