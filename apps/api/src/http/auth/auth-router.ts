import { Router, type Request, type Response } from 'express';
import express from 'express';
import { EndSession } from '@lurkit/core/accounts/application/end-session.ts';
import { SignInWithPassword } from '@lurkit/core/accounts/application/sign-in-with-password.ts';
import { StartSession } from '@lurkit/core/accounts/application/start-session.ts';
import type { AppConfig } from '../../config.ts';
import { httpStatusFor } from '../../error-table.ts';
import { clearSessionCookie, setSessionCookie } from '../cookies.ts';
import type { CsrfTokens } from '../csrf.ts';
import { localsOf } from '../request-locals.ts';
import { checkAuthBody } from './auth-body.ts';
import { safeCallbackUrl } from './callback-url.ts';
import { readClientLog } from './client-log.ts';
import { OAUTH_PROVIDERS, isOAuthProvider, listProviders } from './providers.ts';
import { finishOAuth, startOAuth } from './oauth-flow.ts';

interface AuthRouterDeps {
  config: AppConfig;
  csrf: CsrfTokens;
  log: (entry: Record<string, unknown>) => void;
}

/** Auth.js-shaped endpoints, so the web client speaks the protocol it already knows. */
export function authRouter({ config, csrf, log }: AuthRouterDeps): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '16kb' }), express.json({ limit: '16kb' }), checkAuthBody);

  const fail = (res: Response, code: string, message: string, url: string) =>
    res.status(httpStatusFor(code)).json({ error: code, message, url });

  const requireCsrf = (req: Request, res: Response): boolean => {
    if (csrf.isValid(req)) return true;
    fail(res, 'CSRF_TOKEN_INVALID', 'The form has expired. Reload the page and try again.', `${config.appUrl}/login`);
    return false;
  };

  router.get('/session', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const { session } = localsOf(res);
    if (!session) return void res.json({});
    const { id, username, userType, isStaff, company } = session.user;
    res.json({ user: { id, username, userType, isStaff, company }, expires: session.expires.toISOString() });
  });

  router.get('/csrf', (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ csrfToken: csrf.issue(req, res) });
  });

  router.get('/providers', (_req, res) => {
    res.json(listProviders(config));
  });

  const credentialsSignIn = async (req: Request, res: Response) => {
    if (!requireCsrf(req, res)) return;
    const { scope, sessionToken: previousSession } = localsOf(res);
    const loginUrl = `${config.appUrl}/login`;
    // One transaction that commits also when the sign-in is refused: the failed-attempt count must stay.
    const outcome = await scope.transaction(async (tx) => {
      const result = await new SignInWithPassword(tx.accounts).execute({
        username: String(req.body?.username ?? ''),
        password: String(req.body?.password ?? ''),
        clientIp: localsOf(res).clientIp,
      });
      if (!result.ok) return result;
      // A sign-in replaces the browser's session: the old one ends on the server, not only in the cookie.
      if (previousSession) await new EndSession(tx.accounts).execute({ token: previousSession });
      const session = await new StartSession(tx.accounts).execute({ userId: result.value.userId });
      if (!session.ok) throw new Error('A session could not be started for a verified sign-in.');
      return session;
    });
    if (!outcome.ok) {
      const { code, message } = outcome.error;
      // Limits say when to come back (RFC 9110 Retry-After, in seconds).
      if ('retryAt' in outcome.error) {
        res.set('Retry-After', String(Math.max(1, Math.ceil((outcome.error.retryAt.getTime() - Date.now()) / 1000))));
      }
      return void fail(res, code, message, `${loginUrl}?error=${encodeURIComponent(code)}`);
    }
    setSessionCookie(res, config, outcome.value.token, outcome.value.expires);
    res.json({ url: safeCallbackUrl(req.body?.callbackUrl, config.appUrl) });
  };

  const oauthSignIn = (req: Request, res: Response) => {
    const provider = String(req.params.provider);
    if (provider === 'credentials') return credentialsSignIn(req, res);
    if (!isOAuthProvider(provider)) {
      return void fail(res, 'PROVIDER_UNKNOWN', `Unknown sign-in provider "${provider}".`, `${config.appUrl}/login`);
    }
    if (!requireCsrf(req, res)) return;
    if (!config.oauthClients[provider]) {
      const name = OAUTH_PROVIDERS[provider];
      return void fail(res, 'PROVIDER_NOT_CONFIGURED', `Sign-in with ${name} is not configured on this server.`, `${config.appUrl}/login`);
    }
    startOAuth(req, res, config, provider);
  };

  router.post('/signin/:provider', oauthSignIn);
  router.post('/callback/:provider', oauthSignIn);
  router.get('/callback/:provider', async (req, res) => {
    const provider = String(req.params.provider);
    if (!isOAuthProvider(provider) || !config.oauthClients[provider])
      return void res.redirect(303, `${config.appUrl}/login?error=PROVIDER_UNKNOWN`);
    await finishOAuth(req, res, config, provider);
  });

  router.post('/signout', async (req, res) => {
    if (!requireCsrf(req, res)) return;
    const { scope, sessionToken } = localsOf(res);
    if (sessionToken) await new EndSession(scope.accounts).execute({ token: sessionToken });
    clearSessionCookie(res, config);
    res.json({ url: safeCallbackUrl(req.body?.callbackUrl, config.appUrl, '/login') });
  });

  // Only the app's own pages may write to the log: the CSRF token shows the post came from one of them.
  router.post('/_log', (req, res) => {
    if (!requireCsrf(req, res)) return;
    const entry = readClientLog(req.body);
    if (!entry.ok) return void res.status(400).json({ error: 'BAD_REQUEST', message: entry.message });
    log({ source: 'auth-client', ...entry.value });
    res.json({});
  });

  return router;
}
