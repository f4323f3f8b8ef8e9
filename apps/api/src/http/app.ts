import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { ClockPort } from '@lurkit/core/shared/clock.port.ts';
import type { AppConfig } from '../config.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '../error-table.ts';
import type { RequestScopeFactory } from '../request-scope.ts';
import { authRouter } from './auth/auth-router.ts';
import { trackedLinkRoute } from './tracked-link-route.ts';
import { utmReportRoute } from './utm-report-route.ts';
import { CsrfTokens } from './csrf.ts';
import { devOutboxRoute } from './dev-outbox-route.ts';
import { devSandboxRoutes } from './dev-sandbox-routes.ts';
import { stripeWebhookRoute } from './stripe-webhook-route.ts';
import { trolleyWebhookRoute } from './trolley-webhook-route.ts';
import { sandboxOAuthServer } from '@lurkit/adapters/oauth/sandbox-oauth-server.ts';
import { eventsRoute } from './events-route.ts';
import { graphiqlRoute } from './graphiql-route.ts';
import { graphqlBody } from './graphql-body.ts';
import { bearerTokenAuth, bearerTokenOf } from './bearer-token.ts';
import { graphqlRoute } from './graphql-route.ts';
import { localsOf } from './request-locals.ts';
import { ReadYourWrites } from './read-your-writes.ts';
import { sessionMiddleware } from './session-middleware.ts';
import { webStatic } from './web-static.ts';
import { codeUploadRoute } from './code-upload-route.ts';
import { profilePictureRoute } from './profile-picture-route.ts';
import { publicPagesRoute } from './public-pages-route.ts';
import { insightsExportRoute } from './insights-export-route.ts';
import { billingPdfRoute } from './billing-pdf-route.ts';
import { earningsPdfRoute } from './earnings-pdf-route.ts';
import { customDomainRoute } from './custom-domain.ts';

export interface HttpAppDeps {
  config: AppConfig;
  schema: GraphQLSchema;
  requestScope: RequestScopeFactory;
  clock: ClockPort;
  logger: Logger;
  csrfSecret: string;
  /** The development outbox page is offered only while mails go to the outbox. */
  devOutbox: boolean;
  webDistDir: string | null;
}

/** Express' path before routers trimmed their mount point (`/api/auth/csrf`, not `/csrf`). */
const fullPath = (req: IncomingMessage): string =>
  'originalUrl' in req && typeof req.originalUrl === 'string' ? req.originalUrl : (req.url ?? '');

/** GraphQL bodies are small; a larger body is refused before it is parsed (413). */
const BODY_LIMIT_BYTES = 100 * 1024;

export function createHttpApp(deps: HttpAppDeps): express.Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customProps: (req) => ({ operation: new URL(req.url ?? '/', 'http://x').searchParams.get('name') ?? undefined }),
      // The message alone is the one short line a developer's terminal shows (see create-logger.ts).
      customSuccessMessage: (req, res, responseTime) => `${req.method} ${fullPath(req)} ${res.statusCode} ${Math.round(responseTime)} ms`,
      customErrorMessage: (req, res) => `${req.method} ${fullPath(req)} ${res.statusCode} failed`,
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'upgrade-insecure-requests': config.secureCookies ? [] : null,
          // Game art comes from companies' links and the Steam store: images over https, nothing else.
          'img-src': ["'self'", 'data:', 'https:'],
        },
      },
      strictTransportSecurity: config.secureCookies,
    }),
  );
  // The app uses no camera, microphone, location or payment browser features; nothing embedded may either.
  app.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    next();
  });
  app.use(cookieParser());
  // Only API and outbox requests need a unit of work and the session: static files stay database-free.
  const dynamicPaths = ['/api', '/dev'];
  const readYourWrites = new ReadYourWrites(config, deps.clock);
  app.use(dynamicPaths, (req, res, next) => {
    // API answers are per person and per moment: no browser or proxy may keep them.
    res.setHeader('Cache-Control', 'no-store');
    const locals = localsOf(res);
    // A bearer call sets no cookie, so it is not pinned by one: it reads from the primary.
    const bearer = bearerTokenOf(req) !== null;
    locals.wrote = bearer ? () => undefined : () => readYourWrites.wrote(res);
    if (readYourWrites.writesOnArrival(req)) locals.wrote();
    locals.scope = deps.requestScope({ primaryOnly: bearer || readYourWrites.pinned(req) });
    localsOf(res).clientIp = req.ip ?? 'unknown';
    next();
  });
  app.use(dynamicPaths, sessionMiddleware(config));

  const csrf = new CsrfTokens(deps.csrfSecret, config);
  app.use('/api/auth', authRouter({ config, csrf, log: (entry) => logger.warn(entry, 'auth client log') }));
  // GraphiQL for developers; production offers neither the page nor introspection.
  if (!config.production) app.use(graphiqlRoute());
  app.use(
    '/api/gql',
    bearerTokenAuth(deps.clock),
    graphqlBody(BODY_LIMIT_BYTES),
    graphqlRoute(deps.schema, (error) => logger.error({ err: error }, 'GraphQL resolver failed'), { production: config.production }),
  );
  app.use('/api/code-manager', codeUploadRoute());
  app.use('/api', profilePictureRoute());
  app.use('/api/insights', insightsExportRoute());
  app.use('/api/billing', billingPdfRoute());
  app.use('/api/earnings', earningsPdfRoute());
  if (config.stripe) app.use('/api/webhooks/stripe', stripeWebhookRoute(config.stripe));
  if (config.trolley) app.use('/api/webhooks/trolley', trolleyWebhookRoute(config.trolley));
  app.use('/api/events', eventsRoute(deps.clock));
  app.use('/api/go', trackedLinkRoute());
  app.use('/api/attribution', utmReportRoute());
  app.get('/api/build-id', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ buildId: config.buildId });
  });
  if (deps.devOutbox) app.use('/dev/outbox', devOutboxRoute());
  // The OAuth sandbox (Twitch, YouTube, TikTok) behind "Continue with …" when no client ids are set; never in production.
  // Mounted before the other sandboxes: their form parser would drain the consent form it reads itself.
  if (!config.production) {
    const sandbox = sandboxOAuthServer(Buffer.from(config.secrets.lookupHash('oauth sandbox signing key'), 'hex'));
    app.use('/dev/oauth', (req, res) => sandbox.handle(req, res));
    // Quests' payment, payout and video sandboxes (the only providers until real ones are configured),
    // and the sandbox Twitch's live streams.
    app.use('/dev', devSandboxRoutes(sandbox));
  }
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'NOT_FOUND', message: 'No such endpoint.' });
  });
  // A company page's custom domain: / and /campaigns there are its /company/{id} pages.
  if (deps.webDistDir) app.use(customDomainRoute(deps.webDistDir, config.appUrl, deps.requestScope));
  // public experience: robots.txt and sitemap.xml for crawlers.
  app.use(publicPagesRoute(config.appUrl, deps.requestScope));
  if (deps.webDistDir) app.use(webStatic(deps.webDistDir, config.appUrl, deps.requestScope));

  app.use(errorHandler(logger));
  return app;
}

/** Clients get a code and a sentence, never a stack trace; faults are logged with the request id. */
function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) (req.log ?? logger).error({ err: error }, 'request failed');
    const body =
      status === 413
        ? { error: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' }
        : status === 500
          ? { error: 'INTERNAL_SERVER_ERROR', message: UNEXPECTED_ERROR_MESSAGE }
          : { error: 'BAD_REQUEST', message: 'The request could not be read.' };
    if (res.headersSent) return;
    res.status(status).json(body);
  };
}
