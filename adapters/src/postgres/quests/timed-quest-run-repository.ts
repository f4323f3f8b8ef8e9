import type { QuestRun } from '@lurkit/core/quests/domain/quest-run.entity.ts';
import { disputeOpen } from '@lurkit/core/quests/domain/quest-dispute.ts';
import type { QuestRunRepositoryPort } from '@lurkit/core/quests/ports/quest-run-repository.port.ts';
import type { QuestTimersPort } from '@lurkit/core/quests/ports/quest-timers.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmQuestRunRepository } from './mikro-orm-quest-run-repository.ts';

/**
 * Saves a run and, when the save starts a new step (another status or deadline), queues that step's
 * timers in the same transaction. Every use case that moves a run gets its timers without knowing
 * about jobs, and no step is left without its expiry.
 */
export class TimedQuestRunRepository extends MikroOrmQuestRunRepository implements QuestRunRepositoryPort {
  readonly #timers: QuestTimersPort;

  constructor(em: EntityManager, timers: QuestTimersPort) {
    super(em);
    this.#timers = timers;
  }

  override async save(run: QuestRun): Promise<void> {
    const before = await this.findById(run.id);
    await super.save(run);
    // A dispute closing starts the step again: a released run in PAYOUT is queued for payout anew.
    const newStep =
      !before ||
      before.status !== run.status ||
      before.dueAt?.getTime() !== run.dueAt?.getTime() ||
      disputeOpen(before) !== disputeOpen(run);
    if (newStep) await this.#timers.scheduleStep(run);
  }
}
