import { err, ok, type Result } from '../../shared/result.ts';
import { checkSchedule, type Quest, type QuestRuleError } from '../domain/quest.entity.ts';
import { QUEST_STEP_SCHEMAS, type QuestStep } from '../domain/quest-steps.schema.ts';
import {
  QuestCodeItemNotOwned,
  QuestCreatorListNotOwned,
  QuestLocked,
  type InvalidQuestField,
  type QuestNotFound,
} from '../domain/quests.errors.ts';
import { loadOwnedQuest } from './owned-quest.ts';
import { parseInput } from './parse-input.ts';
import type { QuestsDeps } from './quests-deps.ts';

export type UpdateQuestStepError =
  QuestNotFound | QuestLocked | InvalidQuestField | QuestRuleError | QuestCodeItemNotOwned | QuestCreatorListNotOwned;

type Deps = Pick<QuestsDeps, 'quests' | 'assets' | 'clock'>;
const unique = (items: readonly string[]): string[] => [...new Set(items)];

/** Saves one step of the Quest setup wizard, whole or not at all. */
export class UpdateQuestStep {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    questId: string;
    step: QuestStep;
    values: unknown;
  }): Promise<Result<Quest, UpdateQuestStepError>> {
    const loaded = await loadOwnedQuest(this.deps.quests, input.questId, input.companyId);
    if (!loaded.ok) return loaded;
    // Staff review what was held; changing it underneath them would approve something unseen.
    if (loaded.value.publishState === 'waitingForReview') return err(new QuestLocked());
    const changed = await this.#apply(loaded.value, input.step, input.values);
    if (!changed.ok) return changed;
    const saved: Quest = { ...changed.value, updatedAt: this.deps.clock.now() };
    await this.deps.quests.save(saved);
    return ok(saved);
  }

  async #apply(
    quest: Quest,
    step: QuestStep,
    values: unknown,
  ): Promise<Result<Quest, Exclude<UpdateQuestStepError, QuestNotFound | QuestLocked>>> {
    switch (step) {
      case 'general': {
        const parsed = parseInput(QUEST_STEP_SCHEMAS.general, values);
        if (!parsed.ok) return parsed;
        const embargo = checkSchedule(parsed.value);
        if (!embargo.ok) return embargo;
        const { budgetCents, platforms, tags, ...general } = parsed.value;
        return ok({
          ...quest,
          ...general,
          budget: budgetCents as Quest['budget'],
          embargo: embargo.value,
          platforms: unique(platforms),
          tags: unique(tags),
        });
      }
      case 'goalsAndInfo': {
        const parsed = parseInput(QUEST_STEP_SCHEMAS.goalsAndInfo, values);
        return parsed.ok ? ok({ ...quest, ...parsed.value }) : parsed;
      }
      case 'requirements': {
        const parsed = parseInput(QUEST_STEP_SCHEMAS.requirements, values);
        if (!parsed.ok) return parsed;
        // Another company's list would let this quest test membership of lists it cannot see.
        const owned = await this.deps.assets.ownedCreatorListIds(quest.companyId, parsed.value.creatorListIds);
        if (owned.length !== parsed.value.creatorListIds.length) return err(new QuestCreatorListNotOwned());
        return ok({ ...quest, requirements: parsed.value });
      }
      case 'creatorKit': {
        const parsed = parseInput(QUEST_STEP_SCHEMAS.creatorKit, values);
        if (!parsed.ok) return parsed;
        const ids = unique(parsed.value.codeManagerItemIds);
        const owned = await this.deps.assets.ownedCodeItemIds(quest.companyId, ids);
        if (owned.length !== ids.length) return err(new QuestCodeItemNotOwned());
        return ok({ ...quest, codeManagerItemIds: ids, kitKeys: parsed.value.kitKeys, kitAssetUrl: parsed.value.kitAssetUrl });
      }
    }
  }
}
