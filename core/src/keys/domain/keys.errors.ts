import { InvalidField } from '../../shared/invalid-field.ts';
import { DomainError, domainError } from '../../shared/domain-error.ts';

/** A field of a Key campaign form breaks its rule: the shared field error, under this context's code. */
export class InvalidKeyCampaignField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'KEYS.INVALID_FIELD');
  }
}
export class KeyCampaignNotFound extends domainError('KEYS.CAMPAIGN_NOT_FOUND', 'This Key campaign does not exist.') {}
export class CampaignClosedToApplications extends domainError('KEYS.CLOSED', 'This Key campaign is not open for applications.') {}
export class AlreadyParticipating extends domainError('KEYS.ALREADY_PARTICIPATING', 'You have already applied to this Key campaign.') {}
export class CreatorNotFound extends domainError('KEYS.CREATOR_NOT_FOUND', 'Only creators can take part in Key campaigns.') {}
export class ParticipantNotFound extends domainError(
  'KEYS.PARTICIPANT_NOT_FOUND',
  'This creator is not taking part in the Key campaign.',
) {}
/** Spec 4: before conversion a pre-launch campaign refuses invitations, content submission and key claims. */
export class CampaignNotConverted extends domainError(
  'KEYS.PRE_LAUNCH',
  'This campaign is still in pre-launch: keys, invitations and content open once it is converted to a Key campaign.',
) {}
export class NotPreLaunch extends domainError('KEYS.NOT_PRE_LAUNCH', 'Only a pre-launch campaign can be converted to a Key campaign.') {}
/** Spec 4: a pre-launch campaign went out without keys; converting it enables key claims, so it needs them first. */
export class ConversionNeedsKeys extends domainError(
  'KEYS.CONVERSION_NEEDS_KEYS',
  'Add a Code Manager item and at least one set of keys before converting to a Key campaign.',
  'keys',
) {}
export class ConversionNotConfirmed extends domainError(
  'KEYS.CONFIRMATION_REQUIRED',
  'Confirm the conversion to a Key campaign.',
  'confirmed',
) {}
export class KeyNotClaimable extends domainError(
  'KEYS.NOT_CLAIMABLE',
  'You can claim a key once the company has accepted you, and only once.',
) {}
export class PlatformNotInCampaign extends domainError(
  'KEYS.PLATFORM_NOT_OFFERED',
  'This campaign offers no keys for that platform.',
  'platform',
) {}
export class OutOfKeys extends DomainError {
  readonly code = 'KEYS.OUT_OF_KEYS';
  readonly message: string;
  readonly platform: string;
  constructor(platform: string) {
    super();
    this.platform = platform;
    this.message = `Out of keys for ${platform}. You can ask the company to add more.`;
  }
}
export class ContentNotExpected extends domainError('KEYS.CONTENT_NOT_EXPECTED', 'Content can be submitted once, after claiming a key.') {}
export class InvalidContentUrl extends domainError(
  'KEYS.INVALID_CONTENT_URL',
  'Enter the link to your content, starting with http:// or https://.',
  'url',
) {}
export class NoKitToSend extends domainError(
  'KEYS.NO_KIT_TO_SEND',
  'This creator has not claimed a key yet, so there are no codes to send.',
) {}
/** Spec 5 and 8: location and language must always be met; the creator cannot request a key. */
export class RequirementsNotMet extends DomainError {
  readonly code = 'KEYS.REQUIREMENTS_NOT_MET';
  readonly message: string;
  readonly reasons: readonly string[];
  constructor(reasons: readonly string[]) {
    super();
    this.reasons = reasons;
    this.message = `Requirements not met: ${reasons.join(' ')}`;
  }
}
/** Spec 5: special instructions and embargo must be accepted in the agreement modal. */
export class AgreementRequired extends domainError(
  'KEYS.AGREEMENT_REQUIRED',
  'Accept the special instructions and embargo to continue.',
  'accepted',
) {}
export class CodeItemNotOwned extends domainError(
  'KEYS.CODE_ITEM_NOT_FOUND',
  'Choose a game or item from your Code Manager.',
  'codeItemId',
) {}
/** A list id in the Access step that is not one of the company's lists (another company's, or deleted). */
export class CreatorListNotOwned extends domainError(
  'KEYS.CREATOR_LIST_NOT_FOUND',
  'Choose creator lists of your own company.',
  'creatorListIds',
) {}
export class KeysStillAvailable extends domainError(
  'KEYS.STILL_AVAILABLE',
  'Keys are still available for this platform: claim one instead.',
  'platform',
) {}
export class MoreKeysAlreadyRequested extends domainError(
  'KEYS.ALREADY_REQUESTED',
  'You have already asked the company for more keys for this platform.',
  'platform',
) {}
export class CampaignLocked extends domainError(
  'KEYS.LOCKED_WHILE_HELD',
  'This campaign is waiting for review: unpublish it to make changes.',
) {}
export class NoKeyToReplace extends domainError(
  'KEYS.NO_KEY_TO_REPLACE',
  'Only a key the creator has claimed can be marked bad and replaced.',
) {}
/** Nothing changes when stock is empty: the key stays in use until codes are added and it is replaced. */
export class NoReplacementKey extends DomainError {
  readonly code = 'KEYS.NO_REPLACEMENT_KEY';
  readonly message: string;
  readonly platform: string;
  constructor(platform: string) {
    super();
    this.platform = platform;
    this.message = `No unclaimed ${platform} key is left in the Code Manager item to replace it with. Add codes, then try again.`;
  }
}
