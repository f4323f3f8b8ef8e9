import { domainError } from '../../shared/domain-error.ts';

export class CatalogueGameNotFound extends domainError('GAMES.GAME_NOT_FOUND', 'There is no such game.') {}

export class NewsArticleNotFound extends domainError('GAMES.ARTICLE_NOT_FOUND', 'There is no such news article for this game.') {}

export class UnknownGameList extends domainError('GAMES.UNKNOWN_LIST', 'There is no such list of games.') {}

export class FeedAlreadyAdded extends domainError('GAMES.FEED_ALREADY_ADDED', 'This game already has this feed.', 'url') {}
