import { newId } from '../../shared/ids.ts';
import { ok, type Result } from '../../shared/result.ts';
import { questFormSchema, type QuestFormInput } from '../domain/quest-fields.schema.ts';
import { createQuestDraft, type Quest, type QuestRuleError } from '../domain/quest.entity.ts';
import type { InvalidQuestField } from '../domain/quests.errors.ts';
import { parseInput } from './parse-input.ts';
import type { QuestsDeps } from './quests-deps.ts';

export interface CreateQuestInput {
  companyId: string;
  quest: QuestFormInput;
}
export type CreateQuestError = InvalidQuestField | QuestRuleError;

/** Validates the quest form and saves it as a draft; publishing is a separate step. */
export class CreateQuest {
  private readonly deps: Pick<QuestsDeps, 'quests' | 'clock'>;

  constructor(deps: Pick<QuestsDeps, 'quests' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: CreateQuestInput): Promise<Result<Quest, CreateQuestError>> {
    const values = parseInput(questFormSchema, input.quest);
    if (!values.ok) return values;
    const quest = createQuestDraft(values.value, { id: newId(), companyId: input.companyId, now: this.deps.clock.now() });
    if (!quest.ok) return quest;
    await this.deps.quests.save(quest.value);
    return ok(quest.value);
  }
}
