export const MATCH_SCORES = ['EXCELLENT', 'GREAT', 'GOOD', 'AVERAGE', 'POOR'] as const;
export type MatchScore = (typeof MATCH_SCORES)[number];

/**
 * Our choice: bands over the 0-100 points of the scoring model. A band owns its lower bound
 * (85 is EXCELLENT, 84 is GREAT).
 */
export const MATCH_SCORE_MIN_POINTS: Readonly<Record<Exclude<MatchScore, 'POOR'>, number>> = {
  EXCELLENT: 85,
  GREAT: 70,
  GOOD: 55,
  AVERAGE: 40,
};

export function matchScoreOf(points: number): MatchScore {
  if (points >= MATCH_SCORE_MIN_POINTS.EXCELLENT) return 'EXCELLENT';
  if (points >= MATCH_SCORE_MIN_POINTS.GREAT) return 'GREAT';
  if (points >= MATCH_SCORE_MIN_POINTS.GOOD) return 'GOOD';
  if (points >= MATCH_SCORE_MIN_POINTS.AVERAGE) return 'AVERAGE';
  return 'POOR';
}

/**
 * Our choice: the share of a result list a score may reach at most, best first. Points alone let
 * every creator who plays the game in a good list read "Excellent", which tells a studio nothing;
 * a score also says where the creator stands among the others suggested: EXCELLENT is the best
 * tenth at most, GREAT the best third.
 */
export const MATCH_SCORE_MAX_SHARE: Readonly<Partial<Record<MatchScore, number>>> = { EXCELLENT: 0.1, GREAT: 1 / 3 };

/** The best score the creator at `position` (0 = first) of `count` ranked creators may have. */
export function bestScoreAt(position: number, count: number): MatchScore {
  const within = (score: MatchScore) => position < Math.floor(count * (MATCH_SCORE_MAX_SHARE[score] ?? 1));
  if (within('EXCELLENT')) return 'EXCELLENT';
  if (within('GREAT')) return 'GREAT';
  return 'GOOD';
}

/** The lower of the two: a score never claims more than its points or its place allow. */
export const worseScore = (a: MatchScore, b: MatchScore): MatchScore => (MATCH_SCORES.indexOf(a) >= MATCH_SCORES.indexOf(b) ? a : b);
