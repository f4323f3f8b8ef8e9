import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import { centsOf, type Cents } from '../../shared/money.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { OfferPlatform } from './offer.schema.ts';
import {
  AccountNotVerified,
  AgreementNotConfirmed,
  QuestApprovalRequired,
  BelowMinimumDealSize,
  ConnectionRequired,
  InvalidContentLength,
  InvalidOfferAmount,
  PayoutSetupRequired,
} from './quests.errors.ts';

/** What each bid (offer or counter offer) puts on the table. */
export interface BidTerms {
  readonly amount: Cents;
  /** Minutes; fractions allowed, since a short can be under a minute. */
  readonly contentLengthMinutes: number;
}

/** Our caps (the spec gives none): far above any deal, and inside what the database stores. */
export const MAX_OFFER_CENTS = 100_000_000;
export const MAX_CONTENT_LENGTH_MINUTES = 10_000;

/** Spec section 5: amount > 0 and content length > 0, for offers and counter offers alike. */
export function createBidTerms(raw: {
  amountCents: number;
  contentLengthMinutes: number;
}): Result<BidTerms, InvalidOfferAmount | InvalidContentLength> {
  if (!Number.isSafeInteger(raw.amountCents) || raw.amountCents <= 0 || raw.amountCents > MAX_OFFER_CENTS) {
    return err(new InvalidOfferAmount());
  }
  const minutes = raw.contentLengthMinutes;
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > MAX_CONTENT_LENGTH_MINUTES) return err(new InvalidContentLength());
  return ok({ amount: centsOf(raw.amountCents), contentLengthMinutes: raw.contentLengthMinutes });
}

/** The creator's side of an offer, read from their account. */
export interface CreatorOfferProfile {
  readonly creatorId: string;
  readonly minimumDealSize: Cents;
  readonly connectedProviders: readonly ChannelProvider[];
  /** Payout setup finished: needed to submit offers and be paid (spec section 6). */
  readonly payoutReady: boolean;
  /** A verified account (email confirmed): needed to submit offers (spec section 6). */
  readonly emailVerified: boolean;
  /** Quest approval: only approved creators find Quests and bid on them (spec section 6). */
  readonly questApproved: boolean;
}

export type OfferEligibilityError =
  ConnectionRequired | AccountNotVerified | QuestApprovalRequired | PayoutSetupRequired | BelowMinimumDealSize | AgreementNotConfirmed;

export function checkOfferEligibility(
  creator: CreatorOfferProfile,
  offer: { platform: OfferPlatform; terms: BidTerms; agreementConfirmed: boolean },
): Result<true, OfferEligibilityError> {
  if (!creator.connectedProviders.includes(offer.platform)) return err(new ConnectionRequired());
  if (!creator.emailVerified) return err(new AccountNotVerified());
  if (!creator.questApproved) return err(new QuestApprovalRequired());
  if (!creator.payoutReady) return err(new PayoutSetupRequired());
  if (offer.terms.amount < creator.minimumDealSize) return err(new BelowMinimumDealSize(creator.minimumDealSize, offer.terms.amount));
  if (offer.agreementConfirmed !== true) return err(new AgreementNotConfirmed());
  return ok(true);
}
