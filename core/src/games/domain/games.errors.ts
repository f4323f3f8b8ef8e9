import { DomainError } from '../../shared/domain-error.ts';

export class CatalogueGameNotFound extends DomainError {
  readonly code = 'GAMES.GAME_NOT_FOUND';
  readonly message = 'There is no such game.';
}

export class NewsArticleNotFound extends DomainError {
  readonly code = 'GAMES.ARTICLE_NOT_FOUND';
  readonly message = 'There is no such news article for this game.';
}

export class UnknownGameList extends DomainError {
  readonly code = 'GAMES.UNKNOWN_LIST';
  readonly message = 'There is no such list of games.';
}

export class FeedAlreadyAdded extends DomainError {
  readonly code = 'GAMES.FEED_ALREADY_ADDED';
  readonly message = 'This game already has this feed.';
  override readonly field = 'url';
}
