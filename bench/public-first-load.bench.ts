import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { startApp } from '@lurkit/api/start-app.ts';
import { launchChromium } from '../e2e/support/chromium.ts';
import { withBenchDatabase } from './bench-database.ts';

/** The targets for a visitor's first page: JavaScript size and Largest Contentful Paint. */
export const FIRST_PAGE_JS_GZIP_KB = 150;
export const LCP_MS = 1000;

const webConfig = fileURLToPath(new URL('../apps/web/vite.config.ts', import.meta.url));
const webDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/**
 * A visitor's first load of `/` and `/explore` in headless Chromium on localhost, against the demo
 * world: the JavaScript the page fetched (gzip-compressed size, as a compressing proxy would send it)
 * and the Largest Contentful Paint the browser reports.
 */
export async function benchPublicFirstLoad() {
  // Always built afresh: a dist left from before a change would measure the old bundle.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({ configFile: webConfig, mode: 'production', logLevel: 'warn' }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  return withBenchDatabase(async (url) => {
    const app = await startApp({
      databaseUrl: url,
      port: 0,
      seedDemoData: true,
      runWorker: false,
      webDistDir: webDist,
      env: { ...process.env, LOG_LEVEL: 'silent', SMTP_URL: '', NODE_ENV: 'test' },
    });
    const browser = await launchChromium();
    try {
      const results = [];
      for (const path of ['/', '/explore']) {
        const context = await browser.newContext({ baseURL: app.url });
        const page = await context.newPage();
        const scripts: Promise<number>[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length));
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        const lcp = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
                type: 'largest-contentful-paint',
                buffered: true,
              });
              setTimeout(() => resolve(Number.NaN), 3000);
            }),
        );
        const jsKb = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0) / 1024;
        await context.close();
        results.push(
          { name: `first load of ${path}: JavaScript (gzip)`, figures: `${jsKb.toFixed(0)} KB`, met: jsKb <= FIRST_PAGE_JS_GZIP_KB },
          { name: `first load of ${path}: Largest Contentful Paint`, figures: `${lcp.toFixed(0)} ms`, met: lcp <= LCP_MS },
        );
      }
      return results;
    } finally {
      await browser.close();
      await app.stop();
    }
  });
}
