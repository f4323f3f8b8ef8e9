import { err, ok, type Result } from '../../shared/result.ts';
import type { QuestBadge } from './quest-badge.ts';
import type { QuestRun } from './quest-run.entity.ts';
import { BadgeAlreadyGiven, QuestRunNotCompleted } from './quests.errors.ts';

/** The company gives badges on a completed run, each badge at most once. */
export function giveRunBadge(
  run: QuestRun,
  input: { badge: QuestBadge; now: Date },
): Result<QuestRun, QuestRunNotCompleted | BadgeAlreadyGiven> {
  if (run.status !== 'COMPLETED') return err(new QuestRunNotCompleted());
  if (run.badges.some((given) => given.badge === input.badge)) return err(new BadgeAlreadyGiven());
  return ok({ ...run, badges: [...run.badges, { badge: input.badge, givenAt: input.now }], updatedAt: input.now });
}
