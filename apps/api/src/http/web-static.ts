import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router } from 'express';
import { PUBLIC_PAGE_META, withPageMeta } from './public-meta.ts';

/**
 * Serves the built single-page app; unknown non-API paths get index.html so client routes load. The
 * public pages get their title and share tags written into it (issue 14).
 */
export function webStatic(distDir: string, appUrl: string): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  router.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(distDir, { index: false }));
  router.get(/^(?!\/api\/|\/dev\/).*/, async (req, res, next) => {
    if (!existsSync(indexFile)) {
      return void res.status(503).type('text').send('The web app is not built yet: run `npm run build:web`.');
    }
    const meta = PUBLIC_PAGE_META[req.path];
    if (!meta) return void res.set('Cache-Control', 'no-cache').sendFile(indexFile);
    try {
      const html = withPageMeta(await readFile(indexFile, 'utf8'), meta, `${appUrl}${req.path === '/' ? '' : req.path}`);
      res.set('Cache-Control', 'no-cache').type('html').send(html);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
