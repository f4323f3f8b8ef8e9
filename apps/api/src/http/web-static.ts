import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router } from 'express';
import { ExploreQueries } from '@lurkit/core/explore/application/explore-queries.ts';
import { CREATOR_PAGE_NAME_PATTERN, RESERVED_CREATOR_PAGE_NAMES } from '@lurkit/core/creator-pages/domain/creator-page.schema.ts';
import type { RequestScopeFactory } from '../request-scope.ts';
import { creatorPageMeta, PUBLIC_PAGE_META, withPageMeta, type PageMeta } from './public-meta.ts';

/** The share card of a public page: fixed for the site's own pages, read from the database for a creator page. */
async function metaFor(path: string, requestScope: RequestScopeFactory): Promise<PageMeta | undefined> {
  const fixed = PUBLIC_PAGE_META[path];
  if (fixed) return fixed;
  const slug = path.slice(1).toLowerCase();
  if (!CREATOR_PAGE_NAME_PATTERN.test(slug) || RESERVED_CREATOR_PAGE_NAMES.has(slug)) return undefined;
  // The page itself still loads (as the bare app) when the database cannot answer.
  const card = await new ExploreQueries(requestScope().explore).creatorPageCard(slug).catch(() => null);
  return card ? creatorPageMeta(card) : undefined;
}

/**
 * Serves the built single-page app; unknown non-API paths get index.html so client routes load. The
 * public pages get their title and share tags written into it (issue 14).
 */
export function webStatic(distDir: string, appUrl: string, requestScope: RequestScopeFactory): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  router.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(distDir, { index: false }));
  router.get(/^(?!\/api\/|\/dev\/).*/, async (req, res, next) => {
    if (!existsSync(indexFile)) {
      return void res.status(503).type('text').send('The web app is not built yet: run `npm run build:web`.');
    }
    try {
      const meta = await metaFor(req.path, requestScope);
      if (!meta) return void res.set('Cache-Control', 'no-cache').sendFile(indexFile);
      const html = withPageMeta(await readFile(indexFile, 'utf8'), meta, `${appUrl}${req.path === '/' ? '' : req.path}`);
      res.set('Cache-Control', 'no-cache').type('html').send(html);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
