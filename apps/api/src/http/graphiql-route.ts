import { createHash } from 'node:crypto';
import { Router } from 'express';
import { ruruHTML } from 'ruru/server';
import { serveStatic } from 'ruru/static';

const ENDPOINT = '/api/gql';
/** Ruru's GraphiQL files come from its npm package, served here: nothing loads from a CDN. */
const STATIC_PATH = `${ENDPOINT}/ruru/`;

/** The page's own inline scripts, allowed by their hashes rather than by 'unsafe-inline'. */
function contentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.trim() !== '')
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    // GraphiQL lays out its panes with style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    // The editor's language services run in workers made from the served files.
    "worker-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

const wantsPage = (accept: string | undefined, query: unknown) => query === undefined && (accept ?? '').includes('text/html');

/**
 * GraphiQL (as Ruru) for developers at GET /api/gql when a browser asks for a page; every other
 * request (GraphQL over GET or POST) passes on to the API. Mounted only outside production.
 */
export function graphiqlRoute(): Router {
  // The headers editor takes `{"Authorization": "Bearer lkt_…"}` to try a company API token; without one
  // the page calls as the signed-in browser (its cookies).
  const html = ruruHTML({
    endpoint: ENDPOINT,
    staticPath: STATIC_PATH,
    clientConfig: { isHeadersEditorEnabled: true, showPersistHeadersSettings: false },
  });
  const policy = contentSecurityPolicy(html);
  const router = Router();
  router.get(ENDPOINT, (req, res, next) => {
    if (!wantsPage(req.headers.accept, req.query.query)) return next();
    res.setHeader('Content-Security-Policy', policy);
    res.type('html').send(html);
  });
  router.use(STATIC_PATH, (req, res, next) => {
    // Ruru answers its files with their own cache headers; the API's no-store would refetch megabytes.
    res.removeHeader('Cache-Control');
    next();
  });
  router.use(serveStatic(STATIC_PATH));
  return router;
}
