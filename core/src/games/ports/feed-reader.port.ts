/** One item of a feed as read, its HTML not yet sanitised. */
export interface FeedItem {
  readonly guid: string;
  readonly title: string;
  readonly link: string | null;
  readonly author: string | null;
  readonly publishedAt: Date | null;
  readonly html: string;
}

/** What the previous fetch answered, sent back so an unchanged feed costs a 304 and no parsing. */
export interface FeedValidators {
  readonly etag: string | null;
  readonly lastModified: string | null;
}

export type FeedRead =
  { readonly kind: 'not-modified' } | ({ readonly kind: 'read'; readonly items: readonly FeedItem[] } & FeedValidators);

/** Thrown when a feed cannot be read: unreachable, an HTTP error, or XML that is not a feed. */
export class FeedUnreadable extends Error {
  override readonly name = 'FeedUnreadable';
}

/** Reads RSS 2.0 and Atom feeds with conditional requests. */
export interface FeedReaderPort {
  read(url: string, validators: FeedValidators): Promise<FeedRead>;
}
