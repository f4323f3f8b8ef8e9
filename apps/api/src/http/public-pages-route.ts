import { ExploreQueries } from '@lurkit/core/explore/application/explore-queries.ts';
import { GameQueries } from '@lurkit/core/games/application/game-queries.ts';
import express, { type Router } from 'express';
import type { RequestScopeFactory } from '../request-scope.ts';
import { robotsTxt, sitemapXml } from './public-meta.ts';

/** `/robots.txt` and `/sitemap.xml` for crawlers; the sitemap lists the public creator pages, game pages, listed Key campaigns, Creator Programs and companies from the database. */
export function publicPagesRoute(appUrl: string, requestScope: RequestScopeFactory): Router {
  const router = express.Router();
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt(appUrl));
  });
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const scope = requestScope();
      const explore = new ExploreQueries(scope.explore);
      const pages = await explore.creatorPageSlugs();
      const games = await new GameQueries(scope.games).sitemapEntries();
      const listed = await explore.sitemapEntries();
      res
        .set('Cache-Control', 'public, max-age=3600')
        .type('application/xml')
        .send(sitemapXml(appUrl, pages, games, listed));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
