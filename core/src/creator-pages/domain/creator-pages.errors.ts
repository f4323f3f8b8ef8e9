import { domainError, domainErrorWithMessage } from '../../shared/domain-error.ts';

/** Spec 8, code 2012. */
export class CreatorPageNameInvalid extends domainErrorWithMessage('2012', 'slug') {}
/** Spec 8, code 2013: the name is another page's address (any creator's). */
export class CreatorPageNameTaken extends domainError('2013', 'This name is already taken. Choose another.', 'slug') {}
/** Spec 8, code 2015. */
export class TooManyCreatorPages extends domainError('2015', 'You cannot create more than 6 Creator Pages.') {}
/** Spec 8, code 3000. */
export class CreatorPageNameReserved extends domainError('3000', 'This name is reserved. Choose another.', 'slug') {}
/** Also the answer for another creator's page, so ids leak nothing. */
export class CreatorPageNotFound extends domainError('CREATOR_PAGES.NOT_FOUND', 'This creator page does not exist.') {}
/** Spec 8, code 5012: an analytics page name of the wrong format. */
export class AnalyticsPageNameInvalid extends domainErrorWithMessage('5012', 'name') {}
/** Spec 8, code 5015. */
export class TooManyAnalyticsPages extends domainError('5015', 'You cannot have more than 6 Analytics Pages.') {}
/** Also the answer for another creator's analytics page, so ids leak nothing. */
export class AnalyticsPageNotFound extends domainError('ANALYTICS_PAGES.NOT_FOUND', 'This analytics page does not exist.') {}
