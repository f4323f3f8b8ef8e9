import { InvalidField } from '../../shared/invalid-field.ts';
import { DomainError } from '../../shared/domain-error.ts';

/** A field of a Key campaign form breaks its rule: the shared field error, under this context's code. */
export class InvalidKeyCampaignField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'KEYS.INVALID_FIELD');
  }
}
export class KeyCampaignNotFound extends DomainError {
  readonly code = 'KEYS.CAMPAIGN_NOT_FOUND';
  readonly message = 'This Key campaign does not exist.';
}
export class CampaignClosedToApplications extends DomainError {
  readonly code = 'KEYS.CLOSED';
  readonly message = 'This Key campaign is not open for applications.';
}
export class AlreadyParticipating extends DomainError {
  readonly code = 'KEYS.ALREADY_PARTICIPATING';
  readonly message = 'You have already applied to this Key campaign.';
}
export class CreatorNotFound extends DomainError {
  readonly code = 'KEYS.CREATOR_NOT_FOUND';
  readonly message = 'Only creators can take part in Key campaigns.';
}
export class ParticipantNotFound extends DomainError {
  readonly code = 'KEYS.PARTICIPANT_NOT_FOUND';
  readonly message = 'This creator is not taking part in the Key campaign.';
}
/** Spec 4: before conversion a pre-launch campaign refuses invitations, content submission and key claims. */
export class CampaignNotConverted extends DomainError {
  readonly code = 'KEYS.PRE_LAUNCH';
  readonly message = 'This campaign is still in pre-launch: keys, invitations and content open once it is converted to a Key campaign.';
}
export class NotPreLaunch extends DomainError {
  readonly code = 'KEYS.NOT_PRE_LAUNCH';
  readonly message = 'Only a pre-launch campaign can be converted to a Key campaign.';
}
/** Spec 4: a pre-launch campaign went out without keys; converting it enables key claims, so it needs them first. */
export class ConversionNeedsKeys extends DomainError {
  readonly code = 'KEYS.CONVERSION_NEEDS_KEYS';
  readonly message = 'Add a Code Manager item and at least one set of keys before converting to a Key campaign.';
  override readonly field = 'keys';
}
export class ConversionNotConfirmed extends DomainError {
  readonly code = 'KEYS.CONFIRMATION_REQUIRED';
  readonly message = 'Confirm the conversion to a Key campaign.';
  override readonly field = 'confirmed';
}
export class KeyNotClaimable extends DomainError {
  readonly code = 'KEYS.NOT_CLAIMABLE';
  readonly message = 'You can claim a key once the company has accepted you, and only once.';
}
export class PlatformNotInCampaign extends DomainError {
  readonly code = 'KEYS.PLATFORM_NOT_OFFERED';
  readonly message = 'This campaign offers no keys for that platform.';
  override readonly field = 'platform';
}
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
export class ContentNotExpected extends DomainError {
  readonly code = 'KEYS.CONTENT_NOT_EXPECTED';
  readonly message = 'Content can be submitted once, after claiming a key.';
}
export class InvalidContentUrl extends DomainError {
  readonly code = 'KEYS.INVALID_CONTENT_URL';
  readonly message = 'Enter the link to your content, starting with http:// or https://.';
  override readonly field = 'url';
}
export class NoKitToSend extends DomainError {
  readonly code = 'KEYS.NO_KIT_TO_SEND';
  readonly message = 'This creator has not claimed a key yet, so there are no codes to send.';
}
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
export class AgreementRequired extends DomainError {
  readonly code = 'KEYS.AGREEMENT_REQUIRED';
  readonly message = 'Accept the special instructions and embargo to continue.';
  override readonly field = 'accepted';
}
export class CodeItemNotOwned extends DomainError {
  readonly code = 'KEYS.CODE_ITEM_NOT_FOUND';
  readonly message = 'Choose a game or item from your Code Manager.';
  override readonly field = 'codeItemId';
}
/** A list id in the Access step that is not one of the company's lists (another company's, or deleted). */
export class CreatorListNotOwned extends DomainError {
  readonly code = 'KEYS.CREATOR_LIST_NOT_FOUND';
  readonly message = 'Choose creator lists of your own company.';
  override readonly field = 'creatorListIds';
}
export class KeysStillAvailable extends DomainError {
  readonly code = 'KEYS.STILL_AVAILABLE';
  readonly message = 'Keys are still available for this platform: claim one instead.';
  override readonly field = 'platform';
}
export class MoreKeysAlreadyRequested extends DomainError {
  readonly code = 'KEYS.ALREADY_REQUESTED';
  readonly message = 'You have already asked the company for more keys for this platform.';
  override readonly field = 'platform';
}
export class CampaignLocked extends DomainError {
  readonly code = 'KEYS.LOCKED_WHILE_HELD';
  readonly message = 'This campaign is waiting for review: unpublish it to make changes.';
}
export class NoKeyToReplace extends DomainError {
  readonly code = 'KEYS.NO_KEY_TO_REPLACE';
  readonly message = 'Only a key the creator has claimed can be marked bad and replaced.';
}
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
