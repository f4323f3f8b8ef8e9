import type { Cents } from '../../shared/money.ts';
import { gameFitOf, isInBriefLocation, speaksBriefLanguage, type BriefIndex } from './brief-index.ts';
import type { CreatorCandidate } from './creator-candidate.ts';
import { matchScoreOf, type MatchScore } from './match-score.ts';
import { priceOffer } from './offer-pricing.ts';
import { pricePerHourWatchedCents } from './price-per-hour-watched.ts';
import { CCV_RETENTION, GAME_SIGNAL, costSignal, durationSignal, pointsOf, sizeSignal, valueSignal, weightedSum } from './scoring-model.ts';

/** What the value (cost) signal stood on: the creator's list price only, or also their observed wishlists. */
export type ValueBasis = 'ESTIMATE' | 'OBSERVED_WISHLISTS';

export interface CreatorMatch {
  readonly creatorId: string;
  readonly matchScore: MatchScore;
  /** 0-100, the rounded weighted sum behind the match score (which the creator's place may lower, see match-score.ts). */
  readonly points: number;
  readonly suggestedOfferCents: Cents;
  readonly predictedCcv: number;
  readonly predictedHoursWatched: number;
  readonly estimatedCostPerHourCents: Cents;
  /** Lists stored before attribution have neither: read them as ESTIMATE and null. */
  readonly valueBasis?: ValueBasis;
  readonly observedWishlistsPerHourWatched?: number | null;
}

/** A match plus what ranking and budget allocation need; not part of the stored result. */
export interface ScoredCreator {
  readonly match: CreatorMatch;
  readonly sum: number;
  readonly country: string;
  readonly region: string;
}

/** Scores one creator under the model in scoring-model.ts; null when a hard filter excludes them. */
export function scoreCreator(creator: CreatorCandidate, index: BriefIndex): ScoredCreator | null {
  if (!speaksBriefLanguage(creator, index) || !isInBriefLocation(creator, index)) return null;
  const { brief } = index;
  const fit = gameFitOf(creator, index);
  const predictedCcv = Math.round(creator.averageCcv * CCV_RETENTION[fit]);
  const listPricePerHourCents = pricePerHourWatchedCents(creator.averageCcv, creator.platform);
  const price = priceOffer({
    predictedCcv,
    hoursPerCreator: brief.hoursPerCreator,
    listPricePerHourCents,
    maxBidPerHourWatchedCents: brief.budget.maxBidPerHourWatchedCents,
    minimumDealCents: creator.minimumDealCents,
    paysInKeys: brief.activation.type === 'KEY',
  });
  if (!price) return null;
  const observed = creator.observedWishlistsPerHourWatched ?? null;
  const sum = weightedSum(
    {
      game: GAME_SIGNAL[fit],
      size: sizeSignal(creator.averageCcv, brief.strategy),
      duration: durationSignal(creator.averageStreamHours, brief.minContentDurationHours),
      cost: valueSignal(costSignal(listPricePerHourCents, price.suggestedOfferCents / price.predictedHoursWatched), observed),
    },
    brief.objective,
  );
  const points = pointsOf(sum);
  return {
    sum,
    country: creator.country,
    region: creator.region,
    match: {
      creatorId: creator.id,
      matchScore: matchScoreOf(points),
      points,
      suggestedOfferCents: price.suggestedOfferCents,
      predictedCcv,
      predictedHoursWatched: price.predictedHoursWatched,
      estimatedCostPerHourCents: price.estimatedCostPerHourCents,
      valueBasis: observed === null ? 'ESTIMATE' : 'OBSERVED_WISHLISTS',
      observedWishlistsPerHourWatched: observed,
    },
  };
}
