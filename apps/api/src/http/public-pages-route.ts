import { ExploreQueries } from '@lurkit/core/explore/application/explore-queries.ts';
import express, { type Router } from 'express';
import type { RequestScopeFactory } from '../request-scope.ts';
import { robotsTxt, sitemapXml } from './public-meta.ts';

/** `/robots.txt` and `/sitemap.xml` for crawlers (issue 14); the sitemap lists the public creator pages from the database. */
export function publicPagesRoute(appUrl: string, requestScope: RequestScopeFactory): Router {
  const router = express.Router();
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt(appUrl));
  });
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const pages = await new ExploreQueries(requestScope().explore).creatorPageSlugs();
      res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(sitemapXml(appUrl, pages));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
