import { DomainError } from '../../../shared/domain-error.ts';

export class NoChannelToVerify extends DomainError {
  readonly code = 'CREATOR_ACCESS.NO_CHANNEL';
  readonly message = 'Connect a Twitch, YouTube or TikTok channel to request creator access.';
  override readonly field = 'channels';
}
