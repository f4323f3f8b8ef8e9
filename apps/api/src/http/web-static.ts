import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router } from 'express';
import { ExploreQueries } from '@lurkit/core/explore/application/explore-queries.ts';
import { CREATOR_PAGE_NAME_PATTERN, RESERVED_CREATOR_PAGE_NAMES } from '@lurkit/core/creator-pages/domain/creator-page.schema.ts';
import type { RequestScopeFactory } from '../request-scope.ts';
import { GameQueries } from '@lurkit/core/games/application/game-queries.ts';
import { companyMeta, creatorPageMeta, gameMeta, newsArticleMeta, PUBLIC_PAGE_META, withPageMeta, type PageMeta } from './public-meta.ts';

/** The share card of a public page: fixed for the site's own pages, read from the database for a creator page. */
async function metaFor(path: string, requestScope: RequestScopeFactory): Promise<PageMeta | undefined> {
  const fixed = PUBLIC_PAGE_META[path];
  if (fixed) return fixed;
  // The pages themselves still load (as the bare app) when the database cannot answer.
  const gamePage = /^\/games\/([^/]+)(?:\/(?:news|streams|videos))?\/?$/.exec(path);
  if (gamePage) {
    const game = await new GameQueries(requestScope().games).game(decodeURIComponent(gamePage[1]!)).catch(() => null);
    return game?.ok ? gameMeta(game.value) : undefined;
  }
  const articlePage = /^\/games\/([^/]+)\/news\/([^/]+)\/?$/.exec(path);
  if (articlePage) {
    const queries = new GameQueries(requestScope().games);
    const [game, article] = await Promise.all([
      queries.game(decodeURIComponent(articlePage[1]!)),
      queries.article(decodeURIComponent(articlePage[1]!), decodeURIComponent(articlePage[2]!)),
    ]).catch(() => [null, null] as const);
    return game?.ok && article?.ok ? newsArticleMeta(article.value, game.value.name) : undefined;
  }
  const companyPage = /^\/company\/([0-9a-f-]{36})(?:\/campaigns)?\/?$/i.exec(path);
  if (companyPage) {
    const company = await new ExploreQueries(requestScope().explore).company(companyPage[1]!).catch(() => null);
    return company?.ok ? companyMeta(company.value) : undefined;
  }
  const slug = path.slice(1).toLowerCase();
  if (!CREATOR_PAGE_NAME_PATTERN.test(slug) || RESERVED_CREATOR_PAGE_NAMES.has(slug)) return undefined;
  // The page itself still loads (as the bare app) when the database cannot answer.
  const card = await new ExploreQueries(requestScope().explore).creatorPageCard(slug).catch(() => null);
  return card ? creatorPageMeta(card) : undefined;
}

/**
 * Serves the built single-page app; unknown non-API paths get index.html so client routes load. The
 * public pages get their title and share tags written into it.
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
