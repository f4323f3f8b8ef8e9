import { err, ok, type Result } from '../../shared/result.ts';
import { kitHandedOver, questKitOf, type QuestKit } from '../domain/quest-kit.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import { QuestKitNotReady, QuestNotFound, type NotRunParty, type QuestRunNotFound } from '../domain/quests.errors.ts';
import { loadRunFor, type QuestActor } from './quest-actor.ts';
import type { QuestsDeps } from './quests-deps.ts';

type DeliverDeps = Pick<QuestsDeps, 'quests' | 'kitCodes' | 'clock'>;

/**
 * Spec 3 and 4: a run entering content production hands its creator the kit's keys from Code Manager,
 * `count` per kit platform. Called once per run, by the payment that moves it (a second payment of the
 * same run fails its transition first), so a key is never handed out twice. A platform out of codes
 * takes nothing and stays pending in the kit.
 */
export async function deliverQuestKit(deps: DeliverDeps, run: QuestRun): Promise<void> {
  const quest = await deps.quests.findById(run.questId);
  if (!quest) return;
  const at = deps.clock.now();
  for (const keys of quest.kitKeys) {
    await deps.kitCodes.takeKeys({
      companyId: quest.companyId,
      itemIds: quest.codeManagerItemIds,
      platform: keys.platform,
      count: keys.count,
      creatorId: run.creatorId,
      runId: run.id,
      at,
    });
  }
}

/**
 * The quest kit modal: the run's creator reads the keys and asset link handed to them, the company
 * which keys went to that creator. Nobody else: the Quest itself shows its kit to no creator.
 */
export class ViewQuestKit {
  private readonly deps: Pick<QuestsDeps, 'quests' | 'runs' | 'kitCodes'>;
  constructor(deps: Pick<QuestsDeps, 'quests' | 'runs' | 'kitCodes'>) {
    this.deps = deps;
  }
  async execute(input: {
    actor: QuestActor;
    runId: string;
  }): Promise<Result<QuestKit, QuestRunNotFound | NotRunParty | QuestNotFound | QuestKitNotReady>> {
    const loaded = await loadRunFor(this.deps.runs, input.runId, input.actor);
    if (!loaded.ok) return loaded;
    const { run } = loaded.value;
    if (!kitHandedOver(run)) return err(new QuestKitNotReady());
    const quest = await this.deps.quests.findById(run.questId);
    if (!quest) return err(new QuestNotFound());
    return ok(questKitOf(quest, await this.deps.kitCodes.keysOf(run.companyId, run.id)));
  }
}
