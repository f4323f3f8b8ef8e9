import type { LedgerPort } from '../../ledger/ports/ledger.port.ts';
import type { ClockPort } from '../../shared/clock.port.ts';
import { newId } from '../../shared/ids.ts';
import type { PageRequest } from '../../shared/page.ts';
import type { QuestRunTab } from '../domain/quest-orders.ts';
import type { QuestRunStatus } from '../domain/quest-run.machine.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import { runMoneyMovements } from '../domain/run-money.ts';
import type { QuestRunRepositoryPort } from '../ports/quest-run-repository.port.ts';
import type { LedgerTransaction } from '../../ledger/ports/money-movements.ts';

/** Posts each transaction, or throws: a refusal means the run's state and the books disagree, so the save must not commit. */
export async function postAll(ledger: LedgerPort, transactions: readonly LedgerTransaction[]): Promise<void> {
  for (const tx of transactions) {
    const posted = await ledger.post(tx);
    if (!posted.ok) throw new Error(`The ledger refused ${tx.cause} for ${tx.reference}: ${posted.error.message}`);
  }
}

/**
 * Saves a run and posts what its move does to the money (escrow held, released to the creator,
 * refunded) in the caller's transaction, so a run's status and its escrow never disagree, whichever
 * use case moved it.
 */
export class LedgeredQuestRunRepository implements QuestRunRepositoryPort {
  readonly #runs: QuestRunRepositoryPort;
  readonly #ledger: LedgerPort;
  readonly #clock: ClockPort;

  constructor(runs: QuestRunRepositoryPort, ledger: LedgerPort, clock: ClockPort) {
    this.#runs = runs;
    this.#ledger = ledger;
    this.#clock = clock;
  }

  async save(run: QuestRun): Promise<void> {
    const before = await this.#runs.findById(run.id);
    await this.#runs.save(run);
    await postAll(
      this.#ledger,
      runMoneyMovements(before, run, () => ({ id: newId(), postedAt: this.#clock.now() })),
    );
  }

  findById(id: string): Promise<QuestRun | null> {
    return this.#runs.findById(id);
  }
  findByIds(ids: readonly string[]): Promise<QuestRun[]> {
    return this.#runs.findByIds(ids);
  }
  listByQuestAndCreator(questId: string, creatorId: string): Promise<QuestRun[]> {
    return this.#runs.listByQuestAndCreator(questId, creatorId);
  }
  listOverdue(now: Date): Promise<QuestRun[]> {
    return this.#runs.listOverdue(now);
  }
  listOpenDisputes(): Promise<QuestRun[]> {
    return this.#runs.listOpenDisputes();
  }
  listByQuest(questId: string, tab: QuestRunTab, page: PageRequest): Promise<QuestRun[]> {
    return this.#runs.listByQuest(questId, tab, page);
  }
  listByCreator(creatorId: string, tab: QuestRunTab, page: PageRequest): Promise<QuestRun[]> {
    return this.#runs.listByCreator(creatorId, tab, page);
  }
  listByCompany(companyId: string, tab: QuestRunTab, page: PageRequest): Promise<QuestRun[]> {
    return this.#runs.listByCompany(companyId, tab, page);
  }
  listByCompanyInStatus(companyId: string, status: QuestRunStatus): Promise<QuestRun[]> {
    return this.#runs.listByCompanyInStatus(companyId, status);
  }
  listTimed(afterId: string | null, limit: number): Promise<QuestRun[]> {
    return this.#runs.listTimed(afterId, limit);
  }
  cursorOf(run: QuestRun): string {
    return this.#runs.cursorOf(run);
  }
}
