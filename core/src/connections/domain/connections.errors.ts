import { DomainError, domainError } from '../../shared/domain-error.ts';

/** Spec 8 "channel already exists": the provider account is connected to another Lurkit account. */
export class ChannelAlreadyConnected extends domainError(
  'CONNECTIONS.CHANNEL_ALREADY_EXISTS',
  'This channel is already connected to another Lurkit account.',
) {}
/** One account per provider: another one must be disconnected first. */
export class ProviderAlreadyConnected extends DomainError {
  readonly code = 'CONNECTIONS.PROVIDER_ALREADY_CONNECTED';
  readonly message: string;
  constructor(providerName: string) {
    super();
    this.message = `You already connected another ${providerName} account. Disconnect it first.`;
  }
}
/** The provider refused the code or the grant (denied, expired, revoked). */
export class OAuthRefused extends DomainError {
  readonly code = 'CONNECTIONS.OAUTH_REFUSED';
  readonly message: string;
  constructor(message = 'The provider did not accept the sign-in. Please try again.') {
    super();
    this.message = message;
  }
}
export class ConnectionNotFound extends domainError('CONNECTIONS.NOT_FOUND', 'This connection does not exist.') {}
/** Spec 8: a connection shown on a creator page cannot be deleted while the page exists. */
export class ConnectionUsedByCreatorPage extends domainError(
  'CONNECTIONS.USED_BY_CREATOR_PAGE',
  'This connection is shown on your creator page and cannot be deleted. Delete the creator page first.',
) {}
