import type { MissionReward } from './mission-reward.ts';
import type { CriteriaEvaluation } from './mission-progress.ts';

/**
 * Pro-rated rewards ("beyond the peers"): a mission may pay a share of its rewards for a share of its
 * target. Our choices where the spec is silent: the share reached is the weakest group's (groups combine
 * with AND), an AND group's share its weakest criterion's, an OR group's its best; shares are whole
 * percents rounded down. Only code rewards divide (their number of codes, rounded down; a reward that
 * rounds to no code is not offered); merchandise and custom rewards need the whole target.
 */
/** How much of the target the run reached, 0 to 100. */
export function targetShare(evaluation: CriteriaEvaluation): number {
  if (evaluation.met) return 100;
  if (evaluation.groups.length === 0) return 0;
  const groupShares = evaluation.groups.map((group) => {
    const shares = group.criteria.map((c) => (c.amount <= 0 ? 1 : Math.min(1, c.value / c.amount)));
    if (shares.length === 0) return 0;
    return group.operator === 'AND' ? Math.min(...shares) : Math.max(...shares);
  });
  return Math.floor(Math.min(...groupShares) * 100);
}

/**
 * The share of the rewards a run earns at review: all of them when the criteria are met, the share
 * reached when the mission pays pro-rated rewards and the run reached at least its lowest share,
 * otherwise nothing (the company may still accept it in full, after confirming).
 */
export function earnedShare(proRatedFromPercent: number | null, evaluation: CriteriaEvaluation): number {
  const share = targetShare(evaluation);
  if (share >= 100) return 100;
  return proRatedFromPercent !== null && share >= proRatedFromPercent ? share : 0;
}

/** The rewards a run with this share may claim: all of them at 100, otherwise the divided code rewards. */
export function rewardsForShare(rewards: readonly MissionReward[], sharePercent: number): MissionReward[] {
  if (sharePercent >= 100) return [...rewards];
  return rewards.flatMap((reward): MissionReward[] => {
    if (reward.kind !== 'codes') return [];
    const numberOfCodes = Math.floor((reward.numberOfCodes * sharePercent) / 100);
    return numberOfCodes > 0 ? [{ ...reward, numberOfCodes }] : [];
  });
}
