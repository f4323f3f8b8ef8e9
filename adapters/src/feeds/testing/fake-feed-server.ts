import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const sample = (file: string) => readFileSync(new URL(`./samples/${file}`, import.meta.url), 'utf8');

/** The feeds the fake serves, by path: real-world shapes, hostile and broken ones included. */
export const FAKE_FEEDS = {
  '/steam/news.rss': { file: 'steam-news-rss2.xml', type: 'application/rss+xml; charset=utf-8' },
  '/blog/atom.xml': { file: 'studio-blog-atom.xml', type: 'application/atom+xml' },
  '/hostile.rss': { file: 'hostile-rss2.xml', type: 'application/rss+xml' },
  '/broken.rss': { file: 'broken.xml', type: 'application/rss+xml' },
  '/empty.rss': { file: 'empty-rss2.xml', type: 'application/rss+xml' },
  '/moved.rss': { file: 'not-a-feed.html', type: 'text/html' },
} as const;
export type FakeFeedPath = keyof typeof FAKE_FEEDS;

/** Every feed was last changed at this instant; its ETag is its path's, so either validator can match. */
export const FAKE_FEED_LAST_MODIFIED = 'Sat, 30 May 2026 12:00:00 GMT';
export const fakeFeedEtag = (path: string) => `"${Buffer.from(path).toString('base64url')}"`;

export interface FakeFeedServer {
  url: string;
  /** Each request's path and conditional headers, and what was answered. */
  readonly requests: { path: string; ifNoneMatch?: string; ifModifiedSince?: string; status: number }[];
  /** Makes the feed at `path` answer this status (500, 404) instead. */
  failing: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A feed host as publishers run them: ETag and Last-Modified on every answer, 304 when either
 * conditional header still matches, 404 for unknown paths.
 */
export async function startFakeFeedServer(): Promise<FakeFeedServer> {
  const requests: FakeFeedServer['requests'] = [];
  const failing = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    const answer = (status: number) => requests.push({ path, ifNoneMatch, ifModifiedSince, status });
    // A feed that moved: one redirect to the Steam news, one loop, one into a private address.
    const redirect = {
      '/moved-permanently.rss': '/steam/news.rss',
      '/loop.rss': '/loop.rss',
      '/to-metadata.rss': 'http://169.254.169.254/latest/meta-data/',
    }[path];
    if (redirect) {
      answer(301);
      return void res.writeHead(301, { location: redirect }).end();
    }
    const feed = (FAKE_FEEDS as Record<string, { file: string; type: string }>)[path];
    const failure = failing.get(path);
    if (failure) {
      answer(failure);
      return void res.writeHead(failure, { 'content-type': 'text/plain' }).end('Service unavailable');
    }
    if (!feed) {
      answer(404);
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
    const etag = fakeFeedEtag(path);
    const validators = { etag, 'last-modified': FAKE_FEED_LAST_MODIFIED };
    // RFC 9110: If-None-Match wins over If-Modified-Since when both are sent.
    const unchanged = ifNoneMatch !== undefined ? ifNoneMatch === etag : ifModifiedSince === FAKE_FEED_LAST_MODIFIED;
    if (unchanged) {
      answer(304);
      return void res.writeHead(304, validators).end();
    }
    answer(200);
    res.writeHead(200, { 'content-type': feed.type, ...validators }).end(sample(feed.file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
