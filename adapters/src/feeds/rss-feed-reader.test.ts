import { FeedUnreadable } from '@lurkit/core/games/ports/feed-reader.port.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RssFeedReader } from './rss-feed-reader.ts';
import { sanitizeHtmlSanitizer } from './sanitize-html-sanitizer.ts';
import { SandboxFeedReader } from './sandbox-feed-reader.ts';
import { startEndlessFeedServer } from './testing/endless-feed-server.ts';
import { FAKE_FEED_LAST_MODIFIED, fakeFeedEtag, startFakeFeedServer, type FakeFeedServer } from './testing/fake-feed-server.ts';

let host: FakeFeedServer;
beforeAll(async () => {
  host = await startFakeFeedServer();
  reader = new RssFeedReader({ allowedPrivateHosts: [new URL(host.url).host] });
});
afterAll(async () => {
  await host.close();
});

let reader: RssFeedReader;
const none = { etag: null, lastModified: null };

describe('RssFeedReader', () => {
  it('reads an RSS 2.0 feed (Steam news) with its validators', async () => {
    const read = await reader.read(`${host.url}/steam/news.rss`, none);
    expect(read).toMatchObject({ kind: 'read', etag: fakeFeedEtag('/steam/news.rss'), lastModified: FAKE_FEED_LAST_MODIFIED });
    if (read.kind !== 'read') throw new Error('expected a read');
    expect(read.items).toHaveLength(2);
    expect(read.items[0]).toMatchObject({
      guid: 'https://store.steampowered.com/news/app/1145360/view/5123456789012345678',
      title: 'Patch 1.2: Night Harbour & photo mode',
      link: 'https://store.steampowered.com/news/app/1145360/view/5123456789012345678',
      publishedAt: new Date('2026-05-29T16:03:22Z'),
    });
    expect(read.items[0]!.html).toContain('<strong>photo mode</strong>');
  });

  it('reads an Atom feed: entry ids, authors, content or summary', async () => {
    const read = await reader.read(`${host.url}/blog/atom.xml`, none);
    if (read.kind !== 'read') throw new Error('expected a read');
    expect(read.items.map((i) => [i.guid, i.title, i.link])).toEqual([
      ['urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a', 'Devlog #14: grafting trees', 'https://glassorchard.example/blog/devlog-14'],
      ['urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6b', 'Devlog #13: glass physics', 'https://glassorchard.example/blog/devlog-13'],
    ]);
    expect(read.items[0]!.html).toContain('<em>orchard</em>');
    expect(read.items[0]!.publishedAt).toEqual(new Date('2026-05-30T11:00:00Z'));
    expect(read.items[1]!.html).toBe('Shattering, but kindly.');
  });

  it('answers not-modified on a 304, sending If-None-Match or If-Modified-Since', async () => {
    const path = '/steam/news.rss';
    expect(await reader.read(`${host.url}${path}`, { etag: fakeFeedEtag(path), lastModified: null })).toEqual({ kind: 'not-modified' });
    expect(await reader.read(`${host.url}${path}`, { etag: null, lastModified: FAKE_FEED_LAST_MODIFIED })).toEqual({
      kind: 'not-modified',
    });
    expect(host.requests.at(-2)).toMatchObject({ ifNoneMatch: fakeFeedEtag(path), status: 304 });
    expect(host.requests.at(-1)).toMatchObject({ ifModifiedSince: FAKE_FEED_LAST_MODIFIED, status: 304 });
    expect((await reader.read(`${host.url}${path}`, { etag: '"stale"', lastModified: null })).kind).toBe('read');
  });

  it('reads a feed with no items as an empty list', async () => {
    const read = await reader.read(`${host.url}/empty.rss`, none);
    expect(read).toMatchObject({ kind: 'read', items: [] });
  });

  it.each([
    ['/broken.rss', /not readable RSS or Atom/],
    ['/moved.rss', /not readable RSS or Atom/],
    ['/gone.rss', /HTTP 404/],
  ])('throws FeedUnreadable for %s', async (path, message) => {
    const failure = reader.read(`${host.url}${path}`, none);
    await expect(failure).rejects.toThrow(FeedUnreadable);
    await expect(reader.read(`${host.url}${path}`, none)).rejects.toThrow(message);
  });

  it('throws FeedUnreadable when the host is down or answers 500', async () => {
    host.failing.set('/steam/news.rss', 500);
    try {
      await expect(reader.read(`${host.url}/steam/news.rss`, none)).rejects.toThrow('HTTP 500');
    } finally {
      host.failing.clear();
    }
    await expect(reader.read('http://127.0.0.1:9/feed', none)).rejects.toThrow(FeedUnreadable);
  });
});

describe('RssFeedReader: where a feed may lead', () => {
  it('follows a redirect to the feed', async () => {
    const read = await reader.read(`${host.url}/moved-permanently.rss`, none);
    expect(read.kind === 'read' && read.items).toHaveLength(2);
  });

  it('gives up on a redirect loop', async () => {
    await expect(reader.read(`${host.url}/loop.rss`, none)).rejects.toThrow('redirected more than 3 times');
  });

  it('never reads a private address: loopback, link-local metadata, or a redirect into one', async () => {
    const guarded = new RssFeedReader();
    await expect(guarded.read(`${host.url}/steam/news.rss`, none)).rejects.toThrow('is a private address');
    await expect(guarded.read('http://169.254.169.254/latest/meta-data/', none)).rejects.toThrow('is a private address');
    await expect(guarded.read('http://[::1]:9/feed', none)).rejects.toThrow('is a private address');
    // The fake host is allowed; the address it redirects to is not.
    await expect(reader.read(`${host.url}/to-metadata.rss`, none)).rejects.toThrow('host 169.254.169.254 is a private address');
    await expect(guarded.read('file:///etc/passwd', none)).rejects.toThrow('must be http or https');
  });
});

describe('RssFeedReader: a feed that never ends', () => {
  const MAX_BYTES = 1024 * 1024;
  /** What the loopback socket and the HTTP client may buffer beyond the cap before the hang-up lands. */
  const IN_FLIGHT = 16 * 1024 * 1024;

  /** Reads `path` from a fresh endless host with the caps given; answers the bytes it sent before the reader hung up. */
  async function readEndless(path: string, timeoutMs: number, failure: string): Promise<number> {
    const endless = await startEndlessFeedServer();
    try {
      const capped = new RssFeedReader({ allowedPrivateHosts: [new URL(endless.url).host], maxBytes: MAX_BYTES, timeoutMs });
      await expect(capped.read(`${endless.url}${path}`, none)).rejects.toThrow(failure);
      return await endless.closed;
    } finally {
      await endless.close();
    }
  }

  it('stops downloading at the byte cap and hangs up, with memory bounded by the cap', async () => {
    const heapBefore = process.memoryUsage().arrayBuffers;
    const sent = await readEndless('/endless.rss', 60_000, `The feed is larger than ${MAX_BYTES} bytes`);
    expect(sent).toBeGreaterThan(MAX_BYTES);
    expect(sent).toBeLessThan(MAX_BYTES + IN_FLIGHT);
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(MAX_BYTES + IN_FLIGHT);
  });

  it('refuses a declared length over the cap before reading the body', async () => {
    expect(await readEndless('/declared.rss', 60_000, `The feed is larger than ${MAX_BYTES} bytes`)).toBe(0);
  });

  it('stops a feed that trickles in slowly at the time cap and hangs up', async () => {
    expect(await readEndless('/trickle.rss', 300, 'The feed took too long to download')).toBeLessThan(MAX_BYTES);
  });

  it('stops a host that never sends its headers at the same time cap, with the same error', async () => {
    expect(await readEndless('/silent.rss', 300, 'The feed took too long to download')).toBe(0);
  });
});

describe('sanitizeHtmlSanitizer on a hostile feed', () => {
  it('keeps the text, formatting and http links; drops scripts, handlers, frames, styles and javascript: links', async () => {
    const read = await reader.read(`${host.url}/hostile.rss`, none);
    if (read.kind !== 'read') throw new Error('expected a read');
    const html = sanitizeHtmlSanitizer.sanitize(read.items[0]!.html);
    expect(html).toContain('<p>Season 2 is here.</p>');
    expect(html).toContain(
      '<a href="https://coppertide.example/s2" rel="noopener noreferrer nofollow ugc" target="_blank">Patch notes</a>',
    );
    for (const bad of ['<script', 'onclick', 'onerror', '<iframe', '<style', 'javascript:', 'document.cookie'])
      expect(html).not.toContain(bad);
    expect(sanitizeHtmlSanitizer.text(read.items[0]!.html)).toBe('Season 2 is here. free skinsPatch notes');
    expect(sanitizeHtmlSanitizer.text(read.items[0]!.title)).not.toContain('alert');
  });

  it('gives text with entities decoded and headings as written', () => {
    expect(sanitizeHtmlSanitizer.text('<h2>Caf&eacute; Update</h2><p>Tom &amp; Jerry</p>')).toBe('Café Update Tom & Jerry');
  });
});

describe('SandboxFeedReader', () => {
  it("answers the day's sandbox articles, then not-modified for the day's ETag", async () => {
    const sandbox = new SandboxFeedReader(() => new Date('2026-06-01T12:00:00Z'));
    const read = await sandbox.read('https://news.example/rss', none);
    if (read.kind !== 'read') throw new Error('expected a read');
    expect(read.items.length).toBeGreaterThan(0);
    expect(read.items.every((i) => i.title.endsWith('(sandbox)'))).toBe(true);
    expect(await sandbox.read('https://news.example/rss', { etag: read.etag, lastModified: null })).toEqual({ kind: 'not-modified' });
  });
});
