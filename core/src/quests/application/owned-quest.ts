import { err, ok, type Result } from '../../shared/result.ts';
import type { Quest } from '../domain/quest.entity.ts';
import { QuestNotFound } from '../domain/quests.errors.ts';
import type { QuestRepositoryPort } from '../ports/quest-repository.port.ts';

/** Another company's quest answers "not found", so ids of others' quests reveal nothing. */
export async function loadOwnedQuest(
  quests: Pick<QuestRepositoryPort, 'findById'>,
  questId: string,
  companyId: string,
): Promise<Result<Quest, QuestNotFound>> {
  const quest = await quests.findById(questId);
  if (!quest || quest.companyId !== companyId) return err(new QuestNotFound());
  return ok(quest);
}
