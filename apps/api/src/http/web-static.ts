import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/** Serves the built single-page app; unknown non-API paths get index.html so client routes load. */
export function webStatic(distDir: string): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  router.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(distDir, { index: false }));
  router.get(/^(?!\/api\/|\/dev\/).*/, (_req, res) => {
    if (!existsSync(indexFile)) {
      return void res.status(503).type('text').send('The web app is not built yet: run `npm run build:web`.');
    }
    res.set('Cache-Control', 'no-cache').sendFile(indexFile);
  });
  return router;
}
