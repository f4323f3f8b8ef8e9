import { InvalidField } from '../../shared/invalid-field.ts';
import { DomainError, domainError, domainErrorWithMessage } from '../../shared/domain-error.ts';
import { formatUsd, type Cents } from '../../shared/money.ts';

/** A field of a Quest form breaks its rule: the shared field error, under this context's code. */
export class InvalidQuestField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'QUEST.INVALID_FIELD');
  }
}
export class QuestEndBeforeStart extends domainError('QUEST.END_BEFORE_START', 'The end date must be after the start date.', 'endDate') {}
export class EmbargoNotAllowed extends domainError(
  'QUEST.EMBARGO_NOT_ALLOWED',
  'An embargo is only possible for specific-date or date-range delivery.',
  'embargo',
) {}
export class EmbargoNeedsEndDate extends domainError('QUEST.EMBARGO_NEEDS_END_DATE', 'An embargo needs an end date.', 'endDate') {}
export class EmbargoDateRequired extends domainError('QUEST.EMBARGO_DATE_REQUIRED', 'Embargo date is required.', 'embargo.date') {}
export class EmbargoTimezoneRequired extends domainError(
  'QUEST.EMBARGO_TIMEZONE_REQUIRED',
  'Embargo timezone is required.',
  'embargo.timezone',
) {}
export class InvalidEmbargo extends DomainError {
  readonly code = 'QUEST.INVALID_EMBARGO';
  override readonly field: string;
  readonly message: string;
  constructor(field: string, message: string) {
    super();
    this.field = field;
    this.message = message;
  }
}
export class EmbargoTooLate extends domainError(
  'QUEST.EMBARGO_TOO_LATE',
  'The embargo must be at least 12 hours before the end date.',
  'embargo.date',
) {}
export class QuestNotFound extends domainError('QUEST.NOT_FOUND', 'This quest does not exist.') {}
export class QuestClosed extends domainError('QUEST.CLOSED', 'This quest is closed and takes no more offers.') {}
export class QuestRunNotFound extends domainError('QUEST.RUN_NOT_FOUND', 'This offer does not exist.') {}
export class NotRunParty extends domainError('QUEST.NOT_PARTY', 'You are not a party to this quest offer.') {}
export class NotYourTurn extends domainError('QUEST.NOT_YOUR_TURN', 'The other party has to respond to the last offer first.') {}
export class OfferAlreadyOpen extends domainError('QUEST.OFFER_EXISTS', 'You already have an offer on this quest.') {}
export class DeliveryTypeMismatch extends domainError(
  'QUEST.DELIVERY_TYPE_MISMATCH',
  'The offer must use the delivery type of the quest.',
  'deliveryType',
) {}
export class InvalidOfferAmount extends domainError(
  'QUEST.INVALID_AMOUNT',
  'The amount must be greater than 0 and at most $1,000,000, in whole cents.',
  'amountCents',
) {}
export class InvalidContentLength extends domainError(
  'QUEST.INVALID_CONTENT_LENGTH',
  'The content length must be greater than 0 minutes (at most 10,000).',
  'contentLengthMinutes',
) {}
export class BelowMinimumDealSize extends DomainError {
  readonly code = 'QUEST.BELOW_MINIMUM_DEAL_SIZE';
  override readonly field = 'amountCents';
  readonly message: string;
  readonly minimum: Cents;
  constructor(minimum: Cents, offered: Cents) {
    super();
    this.minimum = minimum;
    this.message = `The amount must be at least the creator's minimum deal size of ${formatUsd(minimum)}; this offer is ${formatUsd(offered)}.`;
  }
}
export class AgreementNotConfirmed extends domainError(
  'QUEST.AGREEMENT_REQUIRED',
  "Please confirm 'I have read and will honor the agreement'.",
  'agreementConfirmed',
) {}
export class ConnectionRequired extends domainError(
  'QUEST.CONNECTION_REQUIRED',
  'Quests are only available via a connected Twitch or YouTube account.',
  'platform',
) {}
export class PayoutSetupRequired extends domainError('QUEST.PAYOUT_SETUP_REQUIRED', 'Finish your payout setup before submitting offers.') {}
export class DeadlinePassed extends domainError('QUEST.DEADLINE_PASSED', 'The time for this step has run out.') {}
export class PaymentNotCompleted extends domainError(
  'QUEST.PAYMENT_NOT_COMPLETED',
  'Payment failed. Please update your payment information under billing settings.',
) {}
export class PaymentAmountMismatch extends domainError(
  'QUEST.PAYMENT_AMOUNT_MISMATCH',
  'The payment does not match the accepted offers.',
) {}
export class ContentAlreadySubmitted extends domainError(
  'QUEST.CONTENT_ALREADY_SUBMITTED',
  'Content cannot be changed after submission.',
) {}
export class InvalidContentUrl extends domainErrorWithMessage('QUEST.INVALID_CONTENT_URL', 'url') {}
export class VideoMustBeUnlisted extends domainError(
  'QUEST.VIDEO_MUST_BE_UNLISTED',
  'Only unlisted videos can be submitted for this quest. Set the video to unlisted first; this can take up to 3 hours.',
  'url',
) {}
export class VideoNotPublic extends domainError(
  'QUEST.VIDEO_NOT_PUBLIC',
  'The video is not public yet. Listing changes can take up to 3 hours to show.',
) {}
export class ReviewCommentRequired extends domainError(
  'QUEST.REVIEW_COMMENT_REQUIRED',
  'A comment is required when declining content.',
  'comment',
) {}
export class QuestRunNotCompleted extends domainError('QUEST.RUN_NOT_COMPLETED', 'Badges can be given once the quest is completed.') {}
export class BadgeAlreadyGiven extends domainError('QUEST.BADGE_ALREADY_GIVEN', 'This badge has already been given.', 'badge') {}
export class ListingWindowNotOpen extends domainError(
  'QUEST.LISTING_WINDOW_NOT_OPEN',
  'The publishing window has not opened yet: keep the video unlisted until then.',
) {}
export class DeadlineNotReached extends domainError('QUEST.DEADLINE_NOT_REACHED', 'The deadline of this step has not passed yet.') {}
export class PayoutFailed extends domainError('QUEST.PAYOUT_FAILED', 'The payout could not be made. It will be tried again.') {}
export class AccountNotVerified extends domainError(
  'QUEST.ACCOUNT_NOT_VERIFIED',
  'Verify your account (the link in your email) before submitting offers.',
) {}
export class QuestApprovalRequired extends domainError(
  'QUEST.APPROVAL_REQUIRED',
  'Quests open once your creator account is approved for Quests: connect a Twitch or YouTube channel in the Quest onboarding.',
) {}
/** Spec 8: "requirements not met" blocks offers; the groups say which and why. */
export class RequirementsNotMet extends DomainError {
  readonly code = 'QUEST.REQUIREMENTS_NOT_MET';
  readonly message: string;
  readonly groups: readonly { group: string; status: string; reasons: readonly string[] }[];
  constructor(groups: readonly { group: string; status: string; reasons: readonly string[] }[]) {
    super();
    this.groups = groups;
    const unmet = groups.filter((g) => g.status !== 'Passed').map((g) => g.group);
    this.message = `You do not meet the requirements of this quest (${unmet.join(', ')}).`;
  }
}
export class QuestLocked extends domainError(
  'QUEST.LOCKED',
  'This quest is waiting for review and cannot be changed until staff have looked at it.',
) {}
export class QuestCodeItemNotOwned extends domainError(
  'QUEST.CODE_ITEM_NOT_OWNED',
  'Choose items from your own Code Manager.',
  'codeManagerItemIds',
) {}
export class QuestCreatorListNotOwned extends domainError(
  'QUEST.CREATOR_LIST_NOT_OWNED',
  'Choose creator lists of your own company.',
  'creatorListIds',
) {}
export class CartEmpty extends domainError('QUEST.CART_EMPTY', 'Your cart is empty: accept offers to add them.') {}
/** Two "Pay" presses at once: the first opens the checkout, the second is told to wait for it. */
export class CheckoutOpening extends domainError(
  'QUEST.CHECKOUT_OPENING',
  'Your checkout is being opened. Wait a moment, then press Pay again.',
) {}
export class CheckoutNotFound extends domainError('QUEST.CHECKOUT_NOT_FOUND', 'This checkout does not exist.') {}

export class DisputeNotAllowed extends domainError(
  'QUEST.DISPUTE_NOT_ALLOWED',
  'A dispute can be opened once the company has paid and before the creator is paid out.',
) {}

export class DisputeAlreadyOpen extends domainError(
  'QUEST.DISPUTE_OPEN',
  'A dispute about this deal is open: staff are looking into it.',
) {}

export class NoOpenDispute extends domainError('QUEST.NO_OPEN_DISPUTE', 'This deal has no open dispute to decide.') {}

/** A refund is never more than the company paid for the run and has not had back already. */
export class RefundExceedsPaid extends InvalidField {
  constructor(refundable: Cents) {
    super('refundCents', `At most ${formatUsd(refundable)} can be refunded for this deal.`, 'QUESTS.REFUND_EXCEEDS_PAID');
  }
}

/** Spec 3: the creator kit is handed over with a paid deal; before that the creator has an offer only. */
export class QuestKitNotReady extends domainError(
  'QUESTS.KIT_NOT_READY',
  'The creator kit is handed over once the company has paid for the deal.',
) {}
