import type { NextFunction, Request, Response } from 'express';
import { AuthenticateApiToken } from '@lurkit/core/api-tokens/application/authenticate-api-token.ts';
import { loadAccountView } from '@lurkit/core/accounts/application/account-view.ts';
import type { ClockPort } from '@lurkit/core/shared/clock.port.ts';
import { RateLimited } from '@lurkit/core/shared/rate-limits.ts';
import { addMs, MINUTE_MS } from '@lurkit/core/shared/time.ts';
import { ApiTokenInvalid } from '@lurkit/core/api-tokens/domain/api-tokens.errors.ts';
import { localsOf } from './request-locals.ts';

/** The value of `Authorization: Bearer <value>`, or null when the request carries none. */
export function bearerTokenOf(req: Request): string | null {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Company API tokens at /api/gql: a bearer call acts as the token's company through the account of
 * the owner who created it (for audit), never as staff, with no cookie and no session. The token is
 * read from the database on every call, so a revoked one is refused at once; the operation's root
 * fields are held to the token's scopes in graphql-route.ts.
 */
export function bearerTokenAuth(clock: ClockPort) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const value = bearerTokenOf(req);
    if (value === null) return next();
    const locals = localsOf(res);
    const caller = await new AuthenticateApiToken(locals.scope.apiTokens).execute({ value });
    if (!caller.ok) return refuse(res, caller.error, clock.now());
    const user = await locals.scope.accounts.users.findById(caller.value.userId);
    const account = user ? await loadAccountView(locals.scope.accounts, user) : null;
    if (!account || account.company?.id !== caller.value.companyId) return refuse(res, new ApiTokenInvalid(), clock.now());
    locals.apiToken = caller.value;
    locals.session = {
      sessionId: `api-token:${caller.value.tokenId}`,
      user: { ...account, isStaff: false },
      // Made for this one call; nothing stores it.
      expires: addMs(clock.now(), MINUTE_MS),
    };
    next();
  };
}

function refuse(res: Response, error: ApiTokenInvalid | RateLimited, now: Date) {
  if (error instanceof RateLimited) {
    res.set('Retry-After', String(Math.max(1, Math.ceil((error.retryAt.getTime() - now.getTime()) / 1000))));
  }
  res
    .status(error instanceof RateLimited ? 429 : 401)
    .type('application/json')
    .send(JSON.stringify({ errors: [{ message: error.message, extensions: { code: error.code } }] }));
}
