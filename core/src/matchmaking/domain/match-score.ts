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
