import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router } from 'express';
import { ExploreQueries } from '@lurkit/core/explore/application/explore-queries.ts';
import { CREATOR_PAGE_NAME_PATTERN, RESERVED_CREATOR_PAGE_NAMES } from '@lurkit/core/creator-pages/domain/creator-page.schema.ts';
import type { RequestScopeFactory } from '../request-scope.ts';
import { GameQueries } from '@lurkit/core/games/application/game-queries.ts';
import { ViewCreatorProgram } from '@lurkit/core/programs/application/program-queries.ts';
import { documentTitle, matchRoute, NOT_FOUND_ROUTE, routeAccess } from '@lurkit/web/src/shared/routing/route-access.ts';
import {
  companyMeta,
  creatorPageMeta,
  keyCampaignMeta,
  programMeta,
  gameMeta,
  newsArticleMeta,
  fixedPageMeta,
  withPageMeta,
  withTitle,
  type PageMeta,
} from './public-meta.ts';

/** A creator page name nobody holds: the address is as unknown as one outside the route table. */
const MISSING = 'missing';

/**
 * The share card of a public page: fixed for the site's own pages, read from the database for a
 * creator page; MISSING for a creator page that does not exist.
 */
async function metaFor(path: string, requestScope: RequestScopeFactory): Promise<PageMeta | typeof MISSING | undefined> {
  const fixed = fixedPageMeta(path);
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
  const keyCampaignPage = /^\/campaigns\/([0-9a-f-]{36})\/?$/i.exec(path);
  if (keyCampaignPage) {
    const found = await new ExploreQueries(requestScope().explore).keyCampaign(keyCampaignPage[1]!).catch(() => null);
    return found?.ok ? keyCampaignMeta(found.value) : undefined;
  }
  // A program's page and its tabs: one that does not exist is as unknown as an address outside the table.
  const programPage = /^\/creator-programs\/([^/]+)(?:\/(?:missions|quests|keys))?\/?$/.exec(path);
  if (programPage && programPage[1] !== 'memberships') {
    const viewed = await new ViewCreatorProgram(requestScope().programs)
      .execute({ programId: decodeURIComponent(programPage[1]!), userId: null, companyId: null })
      .catch(() => null);
    return viewed === null ? undefined : viewed.ok ? programMeta(viewed.value.program) : MISSING;
  }
  if (matchRoute(path) !== '/:slug') return undefined;
  const slug = path.replace(/^\/|\/$/g, '').toLowerCase();
  if (!CREATOR_PAGE_NAME_PATTERN.test(slug) || RESERVED_CREATOR_PAGE_NAMES.has(slug)) return MISSING;
  // The page itself still loads (as the bare app) when the database cannot answer.
  const card = await new ExploreQueries(requestScope().explore)
    .creatorPageCard(slug)
    .then((found) => found ?? MISSING)
    .catch(() => undefined);
  return card === MISSING || card === undefined ? card : creatorPageMeta(card);
}

/**
 * Serves the built single-page app: every path of the app's route table gets index.html with the
 * page's title (the public pages also their share tags), so client routes load; any other path, and
 * a creator page or a Creator Program nobody holds, gets it with status 404 and the app shows its not-found page.
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
      const known = matchRoute(req.path) !== undefined;
      const meta = known ? await metaFor(req.path, requestScope) : MISSING;
      const indexHtml = await readFile(indexFile, 'utf8');
      res.set('Cache-Control', 'no-cache').type('html');
      if (meta === MISSING) return void res.status(404).send(withTitle(indexHtml, documentTitle(NOT_FOUND_ROUTE.title)));
      if (meta) return void res.send(withPageMeta(indexHtml, meta, `${appUrl}${req.path === '/' ? '' : req.path}`));
      res.send(withTitle(indexHtml, documentTitle(routeAccess(req.path).title)));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
