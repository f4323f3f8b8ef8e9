import { DomainError, domainError } from '../../shared/domain-error.ts';

/** The store link or app id the company typed is not one we can read. */
export class InvalidStoreUrl extends DomainError {
  readonly code = 'CATALOGUE.INVALID_STORE_URL';
  override readonly field = 'storeUrl';
  readonly message: string;
  constructor(message: string) {
    super();
    this.message = message;
  }
}

export class GameNotFound extends domainError(
  'CATALOGUE.GAME_NOT_FOUND',
  'Steam has no game with this link. Check the store page link.',
  'storeUrl',
) {}

/** The store did not answer in time, answered an error, or answered something we cannot read. */
export class CatalogueUnavailable extends DomainError {
  readonly code = 'CATALOGUE.UNAVAILABLE';
  readonly message = 'Steam could not be reached. Try again in a moment, or fill in the game info by hand.';
  // Private, so the client never sees it (errors' own fields travel as details); kept for diagnosis.
  readonly #cause: unknown;
  constructor(cause?: unknown) {
    super();
    this.#cause = cause;
  }
  get cause(): unknown {
    return this.#cause;
  }
}

/**
 * The spec's "Steam import found no description". A warning, not a failure: the import still fills
 * the name and media, and the form shows this beside the description the company must write.
 */
export class NoDescriptionFound extends domainError('CATALOGUE.NO_DESCRIPTION', 'Steam import found no description', 'description') {}
