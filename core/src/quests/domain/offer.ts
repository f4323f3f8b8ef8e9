import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import { centsOf, type Cents } from '../../shared/money.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { OfferPlatform } from './offer.schema.ts';
import {
  AgreementNotConfirmed,
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

/** Spec section 5: amount > 0 and content length > 0, for offers and counter offers alike. */
export function createBidTerms(raw: {
  amountCents: number;
  contentLengthMinutes: number;
}): Result<BidTerms, InvalidOfferAmount | InvalidContentLength> {
  if (!Number.isSafeInteger(raw.amountCents) || raw.amountCents <= 0) return err(new InvalidOfferAmount());
  if (!Number.isFinite(raw.contentLengthMinutes) || raw.contentLengthMinutes <= 0) return err(new InvalidContentLength());
  return ok({ amount: centsOf(raw.amountCents), contentLengthMinutes: raw.contentLengthMinutes });
}

/** The creator's side of an offer, read from their account. */
export interface CreatorOfferProfile {
  readonly creatorId: string;
  readonly minimumDealSize: Cents;
  readonly connectedProviders: readonly ChannelProvider[];
  /** Payout setup finished: needed to submit offers and be paid (spec section 6). */
  readonly payoutReady: boolean;
}

export type OfferEligibilityError = ConnectionRequired | PayoutSetupRequired | BelowMinimumDealSize | AgreementNotConfirmed;

export function checkOfferEligibility(
  creator: CreatorOfferProfile,
  offer: { platform: OfferPlatform; terms: BidTerms; agreementConfirmed: boolean },
): Result<true, OfferEligibilityError> {
  if (!creator.connectedProviders.includes(offer.platform)) return err(new ConnectionRequired());
  if (!creator.payoutReady) return err(new PayoutSetupRequired());
  if (offer.terms.amount < creator.minimumDealSize) return err(new BelowMinimumDealSize(creator.minimumDealSize));
  if (offer.agreementConfirmed !== true) return err(new AgreementNotConfirmed());
  return ok(true);
}
