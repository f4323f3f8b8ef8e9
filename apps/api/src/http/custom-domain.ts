import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { isDomain } from '@lurkit/core/programs/domain/custom-domain.schema.ts';
import { ExploreQueries } from '@lurkit/core/explore/application/explore-queries.ts';
import type { RequestScopeFactory } from '../request-scope.ts';
import { companyMeta, escapeHtml, replaceInHtml, withPageMeta } from './public-meta.ts';

/** The company page's paths on a custom domain, and the app paths they stand for (spec 2). */
export const CUSTOM_DOMAIN_PATHS: Readonly<Record<string, (companyId: string) => string>> = {
  '/': (companyId) => `/company/${companyId}`,
  '/campaigns': (companyId) => `/company/${companyId}/campaigns`,
};

/** The tag that tells the web app which company's page this host serves (it routes / and /campaigns by it). */
export const CUSTOM_DOMAIN_META = 'lurkit-custom-domain-company';

/** A file of the built web app (favicon.svg and the like), resolved inside `distDir` only. */
function isWebFile(distDir: string, urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  const file = path.resolve(distDir, `.${decoded}`);
  return file.startsWith(`${path.resolve(distDir)}${path.sep}`) && existsSync(file) && statSync(file).isFile();
}

/**
 * What a claimed domain shows until its TXT record is found (or after it disappeared): a page of its
 * own with no company in it, so a squatter's claim never puts their page on someone else's domain.
 */
const UNVERIFIED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found · Lurkit</title><meta name="robots" content="noindex"></head><body><main><h1>Page not found</h1><p>This domain is not connected to a page on Lurkit.</p></main></body></html>`;

/**
 * A request whose Host is a company's custom domain: `/` and `/campaigns` get the web app with the
 * company named in a meta tag, so it shows `/company/{id}` and `/company/{id}/campaigns` there; the web
 * app's own files (the favicon) are served from that host, as its page's CSP allows; any other page
 * goes to the same path on our own host. Assets and /api pass through (the page calls the API on the
 * host it was loaded from). Only a verified domain is served: a claimed but unverified one answers 404.
 * Requests to our own host and to domains nobody claimed are left alone.
 */
export function customDomainRoute(distDir: string, appUrl: string, requestScope: RequestScopeFactory): Router {
  const router = Router();
  const appHost = new URL(appUrl).hostname;
  const indexFile = path.join(distDir, 'index.html');
  router.get(/^(?!\/api\/|\/assets\/|\/dev\/).*/, async (req, res, next) => {
    const host = req.hostname.toLowerCase();
    if (host === appHost || !isDomain(host)) return next();
    try {
      const domains = requestScope().programs.domains;
      const companyId = await domains.findServedCompany(host);
      if (!companyId) {
        if (!(await domains.findCompanyByDomain(host))) return next();
        return void res.status(404).set('Cache-Control', 'no-store').type('html').send(UNVERIFIED_PAGE);
      }
      const appPath = CUSTOM_DOMAIN_PATHS[req.path];
      if (!appPath) return isWebFile(distDir, req.path) ? next() : void res.redirect(302, `${appUrl}${req.originalUrl}`);
      if (!existsSync(indexFile)) return void res.status(503).type('text').send('The web app is not built yet.');
      // The page carries the title and share tags of the /company/{id} page it mirrors.
      const company = await new ExploreQueries(requestScope().explore).company(companyId).catch(() => null);
      const indexHtml = await readFile(indexFile, 'utf8');
      const titled = company?.ok ? withPageMeta(indexHtml, companyMeta(company.value), `https://${host}${req.path}`) : indexHtml;
      const tag = `<meta name="${CUSTOM_DOMAIN_META}" content="${escapeHtml(companyId)}" data-path="${escapeHtml(appPath(companyId))}" data-app-url="${escapeHtml(appUrl)}">`;
      const html = replaceInHtml(titled, '</head>', `${tag}</head>`);
      res.set('Cache-Control', 'no-cache').type('html').send(html);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
