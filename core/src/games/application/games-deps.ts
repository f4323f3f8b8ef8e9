import type { ClockPort } from '../../shared/clock.port.ts';
import type { FeedReaderPort } from '../ports/feed-reader.port.ts';
import type { GameCatalogueProviderPort } from '../ports/game-catalogue-provider.port.ts';
import type { GameContentPort } from '../ports/game-content.port.ts';
import type { GameFeedRepositoryPort } from '../ports/game-feed-repository.port.ts';
import type { GameRepositoryPort } from '../ports/game-repository.port.ts';
import type { HtmlSanitizerPort } from '../ports/html-sanitizer.port.ts';

/** The games context: the public catalogue, its news feeds and the game's streams and videos. */
export interface GamesDeps {
  readonly games: GameRepositoryPort;
  readonly feeds: GameFeedRepositoryPort;
  readonly content: GameContentPort;
  readonly provider: GameCatalogueProviderPort;
  readonly reader: FeedReaderPort;
  readonly sanitizer: HtmlSanitizerPort;
  readonly clock: ClockPort;
}
