import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { generateCodeVerifier, generateState } from 'arctic';
import { EndSession } from '@lurkit/core/accounts/application/end-session.ts';
import { StartSession } from '@lurkit/core/accounts/application/start-session.ts';
import { CompleteOAuthSignIn } from '@lurkit/core/connections/application/complete-oauth-sign-in.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import type { AppConfig } from '../../config.ts';
import { domainErrorForConstraint } from '../../error-table.ts';
import { cookieOptions, setSessionCookie } from '../cookies.ts';
import { localsOf } from '../request-locals.ts';
import { safeCallbackUrl } from './callback-url.ts';

/** The attempt's secrets live ten minutes in a signed, http-only cookie scoped to the callback. */
const ATTEMPT_TTL_MS = 10 * 60_000;
const attemptCookieName = (config: AppConfig) => `${config.secureCookies ? '__Secure-' : ''}lurkit.oauth-attempt`;

interface Attempt {
  provider: ChannelProvider;
  state: string;
  codeVerifier: string;
  callbackUrl: string;
  /** Who started it: the callback links to this account, and only while it is still the one signed in. */
  userId: string | null;
  expiresAt: number;
}

const sign = (config: AppConfig, body: string) =>
  createHmac('sha256', config.authSecret).update(`oauth-attempt:${body}`).digest('base64url');

function readAttempt(req: Request, config: AppConfig): Attempt | null {
  const raw: unknown = req.cookies?.[attemptCookieName(config)];
  if (typeof raw !== 'string') return null;
  const [body, signature] = raw.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(config, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const attempt = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Attempt;
  return attempt.expiresAt > Date.now() ? attempt : null;
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const redirectUriFor = (config: AppConfig, provider: ChannelProvider) => `${config.appUrl}/api/auth/callback/${provider}`;

/**
 * POST /api/auth/signin/{provider}: a fresh state and PKCE verifier, kept in the signed cookie, and
 * the provider's consent page to go to (the sandbox's when no client id is set).
 */
export function startOAuth(req: Request, res: Response, config: AppConfig, provider: ChannelProvider): void {
  const { scope, session } = localsOf(res);
  const attempt: Attempt = {
    provider,
    state: generateState(),
    codeVerifier: generateCodeVerifier(),
    callbackUrl: safeCallbackUrl(req.body?.callbackUrl, config.appUrl),
    userId: session?.user.id ?? null,
    expiresAt: Date.now() + ATTEMPT_TTL_MS,
  };
  const body = Buffer.from(JSON.stringify(attempt)).toString('base64url');
  res.cookie(attemptCookieName(config), `${body}.${sign(config, body)}`, {
    ...cookieOptions(config, new Date(attempt.expiresAt)),
    path: '/api/auth/callback',
  });
  const url = scope.connections.oauth.authorizationUrl(provider, { ...attempt, redirectUri: redirectUriFor(config, provider) });
  res.json({ url });
}

/**
 * GET /api/auth/callback/{provider}: the state must be the cookie's, the code is exchanged with its
 * verifier, then the person is signed in (or the connection linked to the signed-in account) and
 * sent to /auth/auth, which tells other tabs and goes on to where they started.
 */
export async function finishOAuth(req: Request, res: Response, config: AppConfig, provider: ChannelProvider): Promise<void> {
  const attempt = readAttempt(req, config);
  res.clearCookie(attemptCookieName(config), { ...cookieOptions(config), path: '/api/auth/callback' });
  const { scope, session, sessionToken } = localsOf(res);
  const linking = attempt?.userId != null;
  const failTo = (code: string) => {
    const page = linking ? '/user/settings/connections' : '/login';
    res.redirect(303, `${config.appUrl}${page}?error=${encodeURIComponent(code)}`);
  };
  const state = typeof req.query.state === 'string' ? req.query.state : '';
  const code = typeof req.query.code === 'string' ? req.query.code : '';
  if (!attempt || attempt.provider !== provider || !sameText(state, attempt.state)) return failTo('OAUTH_STATE_MISMATCH');
  if (req.query.error !== undefined || code === '') return failTo('OAUTH_CANCELLED');
  // Linking is for the account that started it: a sign-out or another sign-in in between cancels it.
  if (linking && session?.user.id !== attempt.userId) return failTo('OAUTH_SESSION_CHANGED');
  const grant = await scope.connections.oauth
    .exchangeCode(provider, { code, codeVerifier: attempt.codeVerifier, redirectUri: redirectUriFor(config, provider) })
    .catch(() => null);
  // An unreachable provider is no reason for a 500: the person is told and can try again.
  if (grant === null) return failTo('OAUTH_PROVIDER_UNAVAILABLE');
  if (!grant.ok) return failTo(grant.error.code);
  const outcome = await scope
    .transaction(async (tx) => {
      const done = await new CompleteOAuthSignIn(tx.connections).execute({ signedInUserId: attempt.userId, provider, grant: grant.value });
      if (!done.ok || linking) return done;
      if (sessionToken) await new EndSession(tx.accounts).execute({ token: sessionToken });
      const started = await new StartSession(tx.accounts).execute({ userId: done.value.userId });
      if (!started.ok) throw new Error('A session could not be started for a provider sign-in.');
      return { ok: true as const, value: { ...done.value, session: started.value } };
    })
    .catch((error: unknown) => {
      // A lost race on the channel's unique index answers what the check would have.
      const raced = domainErrorForConstraint(error);
      if (raced) return { ok: false as const, error: raced };
      throw error;
    });
  if (!outcome.ok) return failTo(outcome.error.code);
  if ('session' in outcome.value) setSessionCookie(res, config, outcome.value.session.token, outcome.value.session.expires);
  const next = new URL(`${config.appUrl}/auth/auth`);
  next.searchParams.set('status', 'success');
  next.searchParams.set('provider', provider);
  next.searchParams.set('callbackUrl', linking ? `${config.appUrl}/user/settings/connections` : attempt.callbackUrl);
  res.redirect(303, next.toString());
}
