import type { FeedItem, FeedRead, FeedReaderPort, FeedValidators } from '@lurkit/core/games/ports/feed-reader.port.ts';

const DAY_MS = 86_400_000;
const TOPICS = [
  ['Patch notes', 'We fixed the bugs you reported and tuned the late game.'],
  ['Roadmap for the season', 'Here is what the team is building over the next months.'],
  ['Community showcase', 'Our favourite clips and screenshots from players this month.'],
  ['Developer diary', 'A look behind the scenes at how one level came together.'],
] as const;

/**
 * The default feed reader outside production unless GAME_FEEDS=live: no request leaves the machine.
 * Every URL answers the same few articles, marked "(sandbox)", dated on the day the feed is read; a
 * request carrying the day's ETag answers 'not-modified', as a real feed host would.
 */
export class SandboxFeedReader implements FeedReaderPort {
  readonly #now: () => Date;

  constructor(now: () => Date = () => new Date()) {
    this.#now = now;
  }

  async read(url: string, validators: FeedValidators): Promise<FeedRead> {
    const day = Math.floor(this.#now().getTime() / DAY_MS) * DAY_MS;
    const etag = `"sandbox-${day}"`;
    if (validators.etag === etag) return { kind: 'not-modified' };
    const items: FeedItem[] = TOPICS.map(([title, text], i) => ({
      guid: `${url}#sandbox-${i}`,
      title: `${title} (sandbox)`,
      link: null,
      author: 'Feed sandbox',
      publishedAt: new Date(day - (1 + i * 6) * DAY_MS),
      html: `<p>${text}</p><p>This article comes from the feed sandbox, not from ${url}. Set GAME_FEEDS=live to read the real feed.</p>`,
    }));
    return { kind: 'read', etag, lastModified: new Date(day).toUTCString(), items };
  }
}
