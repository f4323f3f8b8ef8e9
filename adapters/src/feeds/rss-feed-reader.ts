import {
  FeedUnreadable,
  type FeedItem,
  type FeedRead,
  type FeedReaderPort,
  type FeedValidators,
} from '@lurkit/core/games/ports/feed-reader.port.ts';
import Parser from 'rss-parser';
import { readCappedBody, TOO_SLOW } from './read-capped-body.ts';
import { checkPublicHost } from '../shared/public-address.ts';

/** The whole read (redirects, headers and body) ends by then, however slowly a host sends. */
const TIMEOUT_MS = 10_000;
/** Feeds past this size are refused as they stream in, so one site cannot fill the worker's memory. */
const MAX_BYTES = 5 * 1024 * 1024;

/** At most this many redirects, each checked like the first address. */
const MAX_REDIRECTS = 3;

async function assertPublicHost(url: URL): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedUnreadable(`The feed address must be http or https, not ${url.protocol}`);
  const checked = await checkPublicHost(url);
  if (checked.kind === 'unresolvable') throw new FeedUnreadable(`The feed's host ${checked.host} could not be found`);
  if (checked.kind === 'private') throw new FeedUnreadable(`The feed's host ${checked.host} is a private address`);
}

type Item = Parser.Item & { id?: string; author?: string; 'content:encoded'?: string; summary?: string };

/**
 * RSS 2.0 and Atom feeds through rss-parser, fetched by us (not by the parser) so the request is
 * conditional: the last ETag goes as If-None-Match, the last Last-Modified as If-Modified-Since, and a
 * 304 answers 'not-modified' without a body to parse.
 */
export class RssFeedReader implements FeedReaderPort {
  readonly #parser = new Parser<Record<string, unknown>, Item>({ customFields: { item: ['id', 'author', 'summary'] } });
  readonly #allowedPrivateHosts: ReadonlySet<string>;
  readonly #maxBytes: number;
  readonly #timeoutMs: number;

  /**
   * `allowedPrivateHosts`: only for tests, whose fake feed host listens on 127.0.0.1 (`host:port` each);
   * `maxBytes` and `timeoutMs` smaller than the defaults let tests reach the caps quickly.
   */
  constructor(options: { allowedPrivateHosts?: readonly string[]; maxBytes?: number; timeoutMs?: number } = {}) {
    this.#allowedPrivateHosts = new Set(options.allowedPrivateHosts ?? []);
    this.#maxBytes = options.maxBytes ?? MAX_BYTES;
    this.#timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  }

  async read(url: string, validators: FeedValidators): Promise<FeedRead> {
    const headers: Record<string, string> = {
      accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1',
      'user-agent': 'Lurkit feed reader (+https://lurkit.example)',
    };
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    const signal = AbortSignal.timeout(this.#timeoutMs);
    const response = await this.#fetch(url, headers, signal);
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: 'not-modified' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedUnreadable(`The feed answered HTTP ${response.status}`);
    }
    const body = await readCappedBody(response, this.#maxBytes, signal);
    let feed: Parser.Output<Item>;
    try {
      feed = await this.#parser.parseString(new TextDecoder().decode(body));
    } catch (error) {
      throw new FeedUnreadable(
        `The feed is not readable RSS or Atom: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        {
          cause: error,
        },
      );
    }
    return {
      kind: 'read',
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
      items: feed.items.flatMap(toFeedItem),
    };
  }

  /** Follows redirects by hand, so every address on the way is checked before it is asked. */
  async #fetch(start: string, headers: Record<string, string>, signal: AbortSignal): Promise<Response> {
    let url: URL;
    try {
      url = new URL(start);
    } catch {
      throw new FeedUnreadable('The feed address is not a URL');
    }
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (!this.#allowedPrivateHosts.has(url.host)) await assertPublicHost(url);
      let response: Response;
      try {
        response = await fetch(url, { headers, redirect: 'manual', signal });
      } catch (error) {
        // A host that never answers (or answers its headers slowly) ends at the same cap as a slow body.
        if (signal.aborted) throw new FeedUnreadable(TOO_SLOW, { cause: error });
        throw new FeedUnreadable(`The feed could not be reached: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || response.status === 304 || !location) return response;
      await response.body?.cancel();
      url = new URL(location, url);
    }
    throw new FeedUnreadable(`The feed redirected more than ${MAX_REDIRECTS} times`);
  }
}

function toFeedItem(item: Item): FeedItem[] {
  const guid = item.guid ?? item.id ?? item.link;
  if (!guid) return []; // an item with no identity cannot be updated later; leave it out
  const date = item.isoDate ?? item.pubDate;
  const publishedAt = date ? new Date(date) : null;
  return [
    {
      guid: String(guid).slice(0, 500),
      title: item.title ?? '',
      link: item.link ?? null,
      author: item.creator ?? (typeof item.author === 'string' ? item.author : null),
      publishedAt: publishedAt && !Number.isNaN(publishedAt.getTime()) ? publishedAt : null,
      html: item['content:encoded'] ?? item.content ?? item.summary ?? item.contentSnippet ?? '',
    },
  ];
}
