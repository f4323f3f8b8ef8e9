import {
  FeedUnreadable,
  type FeedItem,
  type FeedRead,
  type FeedReaderPort,
  type FeedValidators,
} from '@lurkit/core/games/ports/feed-reader.port.ts';
import Parser from 'rss-parser';

const TIMEOUT_MS = 10_000;
/** Feeds past this size are refused, so one site cannot fill the worker's memory. */
const MAX_BYTES = 5 * 1024 * 1024;

type Item = Parser.Item & { id?: string; author?: string; 'content:encoded'?: string; summary?: string };

/**
 * RSS 2.0 and Atom feeds through rss-parser, fetched by us (not by the parser) so the request is
 * conditional: the last ETag goes as If-None-Match, the last Last-Modified as If-Modified-Since, and a
 * 304 answers 'not-modified' without a body to parse.
 */
export class RssFeedReader implements FeedReaderPort {
  readonly #parser = new Parser<Record<string, unknown>, Item>({ customFields: { item: ['id', 'author', 'summary'] } });

  async read(url: string, validators: FeedValidators): Promise<FeedRead> {
    const headers: Record<string, string> = {
      accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1',
      'user-agent': 'Lurkit feed reader (+https://lurkit.example)',
    };
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    let response: Response;
    try {
      response = await fetch(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new FeedUnreadable(`The feed could not be reached: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: 'not-modified' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedUnreadable(`The feed answered HTTP ${response.status}`);
    }
    const body = await response.arrayBuffer();
    if (body.byteLength > MAX_BYTES) throw new FeedUnreadable(`The feed is larger than ${MAX_BYTES} bytes`);
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
