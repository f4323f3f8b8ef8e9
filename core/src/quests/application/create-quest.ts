import { newId } from '../../shared/ids.ts';
import { ok, type Result } from '../../shared/result.ts';
import { QUEST_KINDS, questFormSchema, type QuestFormInput, type QuestKind } from '../domain/quest-fields.schema.ts';
import { createQuestDraft, type Quest, type QuestRuleError } from '../domain/quest.entity.ts';
import type { InvalidQuestField } from '../domain/quests.errors.ts';
import * as v from 'valibot';
import { parseInput } from './parse-input.ts';
import type { QuestsDeps } from './quests-deps.ts';

export interface CreateQuestInput {
  companyId: string;
  /** The create-activation wizard's paid choice; game promotion when absent. */
  kind?: QuestKind | string;
  /** The whole form, or only the General step (the rest keeps its defaults). */
  quest: QuestFormInput;
}
export type CreateQuestError = InvalidQuestField | QuestRuleError;

const kindSchema = v.object({
  kind: v.optional(v.picklist(QUEST_KINDS, 'Choose a game promotion or a product promotion Quest.'), 'gamePromotion'),
});

/** Validates the quest form and saves it as a draft; publishing is a separate step. */
export class CreateQuest {
  private readonly deps: Pick<QuestsDeps, 'quests' | 'clock'>;

  constructor(deps: Pick<QuestsDeps, 'quests' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: CreateQuestInput): Promise<Result<Quest, CreateQuestError>> {
    const kind = parseInput(kindSchema, { kind: input.kind });
    if (!kind.ok) return kind;
    const values = parseInput(questFormSchema, input.quest);
    if (!values.ok) return values;
    const quest = createQuestDraft(values.value, {
      id: newId(),
      companyId: input.companyId,
      now: this.deps.clock.now(),
      kind: kind.value.kind,
    });
    if (!quest.ok) return quest;
    await this.deps.quests.save(quest.value);
    return ok(quest.value);
  }
}
