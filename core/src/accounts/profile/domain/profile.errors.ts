import { DomainError, domainError } from '../../../shared/domain-error.ts';
import type { PageKind } from './page-kind.ts';

/** Spec section 8's codes for creator pages (20xx) and analytics pages (50xx). */
export class PageLimitReached extends DomainError {
  readonly code: '2015' | '5015';
  readonly message: string;
  readonly limit: number;
  constructor(kind: PageKind, limit: number) {
    super();
    this.limit = limit;
    this.code = kind === 'creator' ? '2015' : '5015';
    this.message =
      kind === 'creator' ? `You cannot create more than ${limit} Creator Pages.` : `You cannot have more than ${limit} Analytics Pages.`;
  }
}
export class InvalidPageNameFormat extends DomainError {
  readonly code: '2012' | '5012';
  readonly message: string;
  override readonly field = 'name';
  constructor(kind: PageKind, requirement: string) {
    super();
    this.code = kind === 'creator' ? '2012' : '5012';
    this.message = `Invalid name format. ${requirement}`;
  }
}
export class PageNameTaken extends domainError('2013', 'This name is already taken.', 'name') {}
export class ReservedPageName extends domainError('3000', 'This name is reserved. Please choose another.', 'name') {}
export class ProfileChangeLocked extends DomainError {
  readonly code: 'PROFILE.COUNTRY_CHANGE_LOCKED' | 'PROFILE.LANGUAGE_CHANGE_LOCKED';
  readonly message: string;
  override readonly field: 'country' | 'language';
  readonly unlocksAt: Date;
  constructor(field: 'country' | 'language', unlocksAt: Date) {
    super();
    this.field = field;
    this.unlocksAt = unlocksAt;
    this.code = field === 'country' ? 'PROFILE.COUNTRY_CHANGE_LOCKED' : 'PROFILE.LANGUAGE_CHANGE_LOCKED';
    const period = field === 'country' ? 'once a year' : 'once every three months';
    this.message = `Your ${field} can be changed ${period}. You can change it again from ${unlocksAt.toISOString().slice(0, 10)}.`;
  }
}
export class InvalidMinimumDealSize extends domainError(
  'PROFILE.INVALID_MINIMUM_DEAL_SIZE',
  'The minimum deal size must be zero or more, in whole cents.',
  'minimumDealSize',
) {}
/** Spec 5 and 9: images up to 5 MB (5,242,880 bytes). */
export class ProfilePictureTooLarge extends domainError('PROFILE.PICTURE_TOO_LARGE', 'Profile pictures can be at most 5 MB.', 'picture') {}
export class ProfilePictureTypeNotAllowed extends domainError(
  'PROFILE.PICTURE_TYPE',
  'Choose a PNG, JPEG, GIF or WebP image.',
  'picture',
) {}
/** Spec 5: images up to 4K resolution. */
export class ProfilePictureDimensionsTooLarge extends DomainError {
  readonly code = 'PROFILE.PICTURE_DIMENSIONS';
  readonly message: string;
  override readonly field = 'picture';
  constructor(width: number, height: number) {
    super();
    this.message = `Profile pictures can be at most 3840 × 2160 pixels (4K); this one is ${width} × ${height}.`;
  }
}
/** /user/topics/{id}: an id that is none of the interest genres. */
export class TopicNotFound extends domainError('PROFILE.TOPIC_NOT_FOUND', 'There is no such topic.', 'topic') {}
/** Following a topic adds to the interests creator onboarding asked for: those come first. */
export class OnboardingNotDone extends domainError(
  'PROFILE.ONBOARDING_NOT_DONE',
  'Finish creator onboarding first: topics are the genres you chose there.',
  'topic',
) {}
/** Onboarding's rule: a creator follows at least one genre. */
export class LastTopic extends DomainError {
  readonly code = 'PROFILE.LAST_TOPIC';
  readonly message: string;
  override readonly field = 'topic';
  constructor(topic: string) {
    super();
    this.message = `${topic} is the only genre you follow, and you need at least one: follow another before unfollowing it.`;
  }
}
