import * as v from 'valibot';
import { ok, type Result } from '../../shared/result.ts';
import { QUEST_BADGES } from '../domain/quest-badge.ts';
import { giveRunBadge } from '../domain/quest-run-badges.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import type { BadgeAlreadyGiven, InvalidQuestField, NotRunParty, QuestRunNotCompleted, QuestRunNotFound } from '../domain/quests.errors.ts';
import { loadRunFor } from './quest-actor.ts';
import { parseInput } from './parse-input.ts';
import type { QuestsDeps } from './quests-deps.ts';

export interface GiveBadgeInput {
  companyId: string;
  runId: string;
  badge: string;
}
export type GiveBadgeError = InvalidQuestField | QuestRunNotFound | NotRunParty | QuestRunNotCompleted | BadgeAlreadyGiven;

const badgeSchema = v.picklist(QUEST_BADGES, 'Choose a badge.');

/** The company honours a completed run with a badge; each badge once per run. */
export class GiveBadge {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'clock'>;

  constructor(deps: Pick<QuestsDeps, 'runs' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: GiveBadgeInput): Promise<Result<QuestRun, GiveBadgeError>> {
    const badge = parseInput(v.object({ badge: badgeSchema }), { badge: input.badge });
    if (!badge.ok) return badge;
    const loaded = await loadRunFor(this.deps.runs, input.runId, { party: 'COMPANY', companyId: input.companyId });
    if (!loaded.ok) return loaded;
    const next = giveRunBadge(loaded.value.run, { badge: badge.value.badge, now: this.deps.clock.now() });
    if (!next.ok) return next;
    await this.deps.runs.save(next.value);
    return ok(next.value);
  }
}
