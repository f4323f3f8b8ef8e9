import { centsOf, type Cents } from '../../shared/money.ts';
import type { ContentFigures } from '../ports/quest-content-figures.port.ts';
import { contentPostRef } from './content-post-ref.ts';
import type { QuestBadge } from './quest-badge.ts';
import { confirmedAmount, type QuestRun } from './quest-run.entity.ts';

/** What all counted content adds up to; averages are null while nothing is counted. */
export interface ResultFigures {
  readonly content: number;
  readonly views: number;
  readonly hoursWatched: number;
  /** Streams' average concurrent viewers, weighted by their length. */
  readonly averageCcv: number | null;
}

export interface QuestResultsTotals extends ResultFigures {
  /** Creators with a paid deal. */
  readonly creators: number;
  /** Paid deals, less any refunded. */
  readonly spent: Cents;
  /** Spent over hours watched, in cents; null before any hour is watched. */
  readonly costPerHourWatched: Cents | null;
}

/** How far the Quest's offers got (spec 4's flow). */
export interface QuestResultsFunnel {
  readonly offers: number;
  readonly accepted: number;
  readonly paid: number;
  readonly contentApproved: number;
  readonly completed: number;
}

export interface CreatorResult extends ResultFigures {
  readonly creatorId: string;
  readonly deals: number;
  readonly spent: Cents;
  readonly badges: readonly QuestBadge[];
}

export interface GameResult extends ResultFigures {
  readonly gameId: string | null;
  readonly gameName: string | null;
  readonly creators: number;
}

export type ContentReviewState = 'approved' | 'declined' | 'inReview';

/** One run's latest submitted content, with the platform's figures when we know the post. */
export interface ContentResult {
  readonly runId: string;
  readonly creatorId: string;
  readonly url: string;
  readonly submittedAt: Date;
  readonly review: ContentReviewState;
  readonly figures: ContentFigures | null;
}

/** One deal past acceptance (an activation of the Quest by a creator). */
export interface ActivationResult {
  readonly run: QuestRun;
  readonly amount: Cents;
  readonly figures: ContentFigures | null;
}

export interface QuestResults {
  readonly totals: QuestResultsTotals;
  readonly funnel: QuestResultsFunnel;
  readonly creators: readonly CreatorResult[];
  readonly games: readonly GameResult[];
  readonly activations: readonly ActivationResult[];
  readonly content: readonly ContentResult[];
}

/** A refunded run's money went back to the company, so it is not spent. */
const isSpent = (run: QuestRun) => run.paidAt !== null && run.status !== 'REFUNDED';

function sumFigures(figures: readonly ContentFigures[]): ResultFigures {
  const streams = figures.filter((f) => f.postType === 'STREAM' && f.durationSeconds > 0);
  const airSeconds = streams.reduce((sum, f) => sum + f.durationSeconds, 0);
  return {
    content: figures.length,
    views: figures.reduce((sum, f) => sum + f.views, 0),
    hoursWatched: figures.reduce((sum, f) => sum + f.hoursWatched, 0),
    averageCcv: airSeconds === 0 ? null : streams.reduce((sum, f) => sum + f.averageCcv * f.durationSeconds, 0) / airSeconds,
  };
}

const byHoursWatched = <T extends ResultFigures>(a: T, b: T) => b.hoursWatched - a.hoursWatched || b.views - a.views;

/**
 * A Quest's results from its runs and the figures the platforms report for their posts. Only content
 * the company approved counts towards views and hours watched; the content list also shows what waits
 * for review or was declined.
 */
export function questResults(runs: readonly QuestRun[], figures: readonly ContentFigures[]): QuestResults {
  const figuresOf = (run: QuestRun): ContentFigures | null => {
    const url = run.submissions.at(-1)?.url;
    const ref = url ? contentPostRef(url) : null;
    if (!ref) return null;
    return figures.find((f) => f.creatorId === run.creatorId && f.provider === ref.provider && f.externalId === ref.externalId) ?? null;
  };
  const counted = runs.filter((r) => r.approvedAt !== null && r.status !== 'REFUNDED');
  const countedFigures = new Map(counted.flatMap((run) => (figuresOf(run) ? [[run.id, figuresOf(run) as ContentFigures]] : [])));
  const paid = runs.filter(isSpent);
  const spent = centsOf(paid.reduce((sum, run) => sum + confirmedAmount(run), 0));
  const all = sumFigures([...countedFigures.values()]);

  const creatorIds = [...new Set(paid.map((r) => r.creatorId))];
  const creators = creatorIds
    .map((creatorId): CreatorResult => {
      const theirs = paid.filter((r) => r.creatorId === creatorId);
      return {
        creatorId,
        deals: theirs.length,
        spent: centsOf(theirs.reduce((sum, run) => sum + confirmedAmount(run), 0)),
        badges: [...new Set(theirs.flatMap((r) => r.badges.map((b) => b.badge)))],
        ...sumFigures(theirs.flatMap((r) => countedFigures.get(r.id) ?? [])),
      };
    })
    .sort(byHoursWatched);

  const gameKeys = [...new Set([...countedFigures.values()].map((f) => f.gameId))];
  const games = gameKeys
    .map((gameId): GameResult => {
      const entries = counted.filter((r) => countedFigures.has(r.id) && countedFigures.get(r.id)?.gameId === gameId);
      const theirs = entries.map((r) => countedFigures.get(r.id) as ContentFigures);
      return {
        gameId,
        gameName: theirs[0]?.gameName ?? null,
        creators: new Set(entries.map((r) => r.creatorId)).size,
        ...sumFigures(theirs),
      };
    })
    .sort(byHoursWatched);

  const activations = runs
    .filter((r) => r.acceptedAt !== null)
    .map((run) => ({ run, amount: confirmedAmount(run), figures: countedFigures.get(run.id) ?? null }))
    .sort((a, b) => (b.run.acceptedAt?.getTime() ?? 0) - (a.run.acceptedAt?.getTime() ?? 0));

  const content = runs
    .flatMap((run): ContentResult[] => {
      const latest = run.submissions.at(-1);
      if (!latest) return [];
      const review: ContentReviewState =
        latest.review?.decision === 'approved' ? 'approved' : latest.review?.decision === 'declined' ? 'declined' : 'inReview';
      return [
        { runId: run.id, creatorId: run.creatorId, url: latest.url, submittedAt: latest.submittedAt, review, figures: figuresOf(run) },
      ];
    })
    .sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime());

  return {
    totals: {
      ...all,
      creators: creatorIds.length,
      spent,
      costPerHourWatched: all.hoursWatched > 0 ? centsOf(Math.round(spent / all.hoursWatched)) : null,
    },
    funnel: {
      offers: runs.length,
      accepted: runs.filter((r) => r.acceptedAt !== null).length,
      paid: paid.length,
      contentApproved: counted.length,
      completed: runs.filter((r) => r.status === 'COMPLETED').length,
    },
    creators,
    games,
    activations,
    content,
  };
}
