import { InvalidField } from '../../shared/invalid-field.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { formatUsd, type Cents } from '../../shared/money.ts';

/** A field of a Quest form breaks its rule: the shared field error, under this context's code. */
export class InvalidQuestField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'QUEST.INVALID_FIELD');
  }
}
export class QuestEndBeforeStart extends DomainError {
  readonly code = 'QUEST.END_BEFORE_START';
  readonly message = 'The end date must be after the start date.';
  override readonly field = 'endDate';
}
export class EmbargoNotAllowed extends DomainError {
  readonly code = 'QUEST.EMBARGO_NOT_ALLOWED';
  readonly message = 'An embargo is only possible for specific-date or date-range delivery.';
  override readonly field = 'embargo';
}
export class EmbargoNeedsEndDate extends DomainError {
  readonly code = 'QUEST.EMBARGO_NEEDS_END_DATE';
  readonly message = 'An embargo needs an end date.';
  override readonly field = 'endDate';
}
export class EmbargoDateRequired extends DomainError {
  readonly code = 'QUEST.EMBARGO_DATE_REQUIRED';
  readonly message = 'Embargo date is required.';
  override readonly field = 'embargo.date';
}
export class EmbargoTimezoneRequired extends DomainError {
  readonly code = 'QUEST.EMBARGO_TIMEZONE_REQUIRED';
  readonly message = 'Embargo timezone is required.';
  override readonly field = 'embargo.timezone';
}
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
export class EmbargoTooLate extends DomainError {
  readonly code = 'QUEST.EMBARGO_TOO_LATE';
  readonly message = 'The embargo must be at least 12 hours before the end date.';
  override readonly field = 'embargo.date';
}
export class QuestNotFound extends DomainError {
  readonly code = 'QUEST.NOT_FOUND';
  readonly message = 'This quest does not exist.';
}
export class QuestClosed extends DomainError {
  readonly code = 'QUEST.CLOSED';
  readonly message = 'This quest is closed and takes no more offers.';
}
export class QuestRunNotFound extends DomainError {
  readonly code = 'QUEST.RUN_NOT_FOUND';
  readonly message = 'This offer does not exist.';
}
export class NotRunParty extends DomainError {
  readonly code = 'QUEST.NOT_PARTY';
  readonly message = 'You are not a party to this quest offer.';
}
export class NotYourTurn extends DomainError {
  readonly code = 'QUEST.NOT_YOUR_TURN';
  readonly message = 'The other party has to respond to the last offer first.';
}
export class OfferAlreadyOpen extends DomainError {
  readonly code = 'QUEST.OFFER_EXISTS';
  readonly message = 'You already have an offer on this quest.';
}
export class DeliveryTypeMismatch extends DomainError {
  readonly code = 'QUEST.DELIVERY_TYPE_MISMATCH';
  readonly message = 'The offer must use the delivery type of the quest.';
  override readonly field = 'deliveryType';
}
export class InvalidOfferAmount extends DomainError {
  readonly code = 'QUEST.INVALID_AMOUNT';
  readonly message = 'The amount must be greater than 0 and at most $1,000,000, in whole cents.';
  override readonly field = 'amountCents';
}
export class InvalidContentLength extends DomainError {
  readonly code = 'QUEST.INVALID_CONTENT_LENGTH';
  readonly message = 'The content length must be greater than 0 minutes (at most 10,000).';
  override readonly field = 'contentLengthMinutes';
}
export class BelowMinimumDealSize extends DomainError {
  readonly code = 'QUEST.BELOW_MINIMUM_DEAL_SIZE';
  override readonly field = 'amountCents';
  readonly message: string;
  readonly minimum: Cents;
  constructor(minimum: Cents) {
    super();
    this.minimum = minimum;
    this.message = `The amount must be at least the creator's minimum deal size of ${formatUsd(minimum)}.`;
  }
}
export class AgreementNotConfirmed extends DomainError {
  readonly code = 'QUEST.AGREEMENT_REQUIRED';
  readonly message = "Please confirm 'I have read and will honor the agreement'.";
  override readonly field = 'agreementConfirmed';
}
export class ConnectionRequired extends DomainError {
  readonly code = 'QUEST.CONNECTION_REQUIRED';
  readonly message = 'Quests are only available via a connected Twitch or YouTube account.';
  override readonly field = 'platform';
}
export class PayoutSetupRequired extends DomainError {
  readonly code = 'QUEST.PAYOUT_SETUP_REQUIRED';
  readonly message = 'Finish your payout setup before submitting offers.';
}
export class DeadlinePassed extends DomainError {
  readonly code = 'QUEST.DEADLINE_PASSED';
  readonly message = 'The time for this step has run out.';
}
export class PaymentNotCompleted extends DomainError {
  readonly code = 'QUEST.PAYMENT_NOT_COMPLETED';
  readonly message = 'Payment failed. Please update your payment information under billing settings.';
}
export class PaymentAmountMismatch extends DomainError {
  readonly code = 'QUEST.PAYMENT_AMOUNT_MISMATCH';
  readonly message = 'The payment does not match the accepted offers.';
}
export class ContentAlreadySubmitted extends DomainError {
  readonly code = 'QUEST.CONTENT_ALREADY_SUBMITTED';
  readonly message = 'Content cannot be changed after submission.';
}
export class InvalidContentUrl extends DomainError {
  readonly code = 'QUEST.INVALID_CONTENT_URL';
  override readonly field = 'url';
  readonly message: string;
  constructor(message: string) {
    super();
    this.message = message;
  }
}
export class VideoMustBeUnlisted extends DomainError {
  readonly code = 'QUEST.VIDEO_MUST_BE_UNLISTED';
  readonly message = 'Only unlisted videos can be submitted for this quest. Set the video to unlisted first; this can take up to 3 hours.';
  override readonly field = 'url';
}
export class VideoNotPublic extends DomainError {
  readonly code = 'QUEST.VIDEO_NOT_PUBLIC';
  readonly message = 'The video is not public yet. Listing changes can take up to 3 hours to show.';
}
export class ReviewCommentRequired extends DomainError {
  readonly code = 'QUEST.REVIEW_COMMENT_REQUIRED';
  readonly message = 'A comment is required when declining content.';
  override readonly field = 'comment';
}
export class QuestRunNotCompleted extends DomainError {
  readonly code = 'QUEST.RUN_NOT_COMPLETED';
  readonly message = 'Badges can be given once the quest is completed.';
}
export class BadgeAlreadyGiven extends DomainError {
  readonly code = 'QUEST.BADGE_ALREADY_GIVEN';
  readonly message = 'This badge has already been given.';
  override readonly field = 'badge';
}
export class ListingWindowNotOpen extends DomainError {
  readonly code = 'QUEST.LISTING_WINDOW_NOT_OPEN';
  readonly message = 'The publishing window has not opened yet: keep the video unlisted until then.';
}
export class DeadlineNotReached extends DomainError {
  readonly code = 'QUEST.DEADLINE_NOT_REACHED';
  readonly message = 'The deadline of this step has not passed yet.';
}
export class PayoutFailed extends DomainError {
  readonly code = 'QUEST.PAYOUT_FAILED';
  readonly message = 'The payout could not be made. It will be tried again.';
}
export class AccountNotVerified extends DomainError {
  readonly code = 'QUEST.ACCOUNT_NOT_VERIFIED';
  readonly message = 'Verify your account (the link in your email) before submitting offers.';
}
export class QuestApprovalRequired extends DomainError {
  readonly code = 'QUEST.APPROVAL_REQUIRED';
  readonly message =
    'Quests open once your creator account is approved for Quests: connect a Twitch or YouTube channel in the Quest onboarding.';
}
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
export class QuestLocked extends DomainError {
  readonly code = 'QUEST.LOCKED';
  readonly message = 'This quest is waiting for review and cannot be changed until staff have looked at it.';
}
export class QuestCodeItemNotOwned extends DomainError {
  readonly code = 'QUEST.CODE_ITEM_NOT_OWNED';
  readonly message = 'Choose items from your own Code Manager.';
  override readonly field = 'codeManagerItemIds';
}
export class QuestCreatorListNotOwned extends DomainError {
  readonly code = 'QUEST.CREATOR_LIST_NOT_OWNED';
  readonly message = 'Choose creator lists of your own company.';
  override readonly field = 'creatorListIds';
}
export class CartEmpty extends DomainError {
  readonly code = 'QUEST.CART_EMPTY';
  readonly message = 'Your cart is empty: accept offers to add them.';
}
/** Two "Pay" presses at once: the first opens the checkout, the second is told to wait for it. */
export class CheckoutOpening extends DomainError {
  readonly code = 'QUEST.CHECKOUT_OPENING';
  readonly message = 'Your checkout is being opened. Wait a moment, then press Pay again.';
}
export class CheckoutNotFound extends DomainError {
  readonly code = 'QUEST.CHECKOUT_NOT_FOUND';
  readonly message = 'This checkout does not exist.';
}

export class DisputeNotAllowed extends DomainError {
  readonly code = 'QUEST.DISPUTE_NOT_ALLOWED';
  readonly message = 'A dispute can be opened once the company has paid and before the creator is paid out.';
}

export class DisputeAlreadyOpen extends DomainError {
  readonly code = 'QUEST.DISPUTE_OPEN';
  readonly message = 'A dispute about this deal is open: staff are looking into it.';
}

export class NoOpenDispute extends DomainError {
  readonly code = 'QUEST.NO_OPEN_DISPUTE';
  readonly message = 'This deal has no open dispute to decide.';
}

/** Spec 3: the creator kit is handed over with a paid deal; before that the creator has an offer only. */
export class QuestKitNotReady extends DomainError {
  readonly code = 'QUESTS.KIT_NOT_READY';
  readonly message = 'The creator kit is handed over once the company has paid for the deal.';
}
