import { domainError } from '../../../shared/domain-error.ts';

export class NoChannelToVerify extends domainError(
  'CREATOR_ACCESS.NO_CHANNEL',
  'Connect a Twitch, YouTube or TikTok channel to request creator access.',
  'channels',
) {}
