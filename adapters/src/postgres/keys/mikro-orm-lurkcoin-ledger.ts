import { randomUUID } from 'node:crypto';
import type { LurkcoinAward } from '@lurkit/core/keys/domain/lurkcoins.ts';
import type { LurkcoinLedgerPort } from '@lurkit/core/keys/ports/lurkcoin-ledger.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../shared/unit-of-work.ts';

/** A ledger, not a counter: the unique key makes each award book once, even under a retried request. */
export class MikroOrmLurkcoinLedger implements LurkcoinLedgerPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async awardOnce(award: LurkcoinAward): Promise<boolean> {
    const rows = await unitOfWork(this.#em).execute<{ id: string }[]>(
      `insert into lurkcoin_entry (id, creator_id, amount, reason, source_id, key, awarded_at)
         values (?, ?, ?, ?, ?, ?, ?) on conflict (key) do nothing returning id`,
      [randomUUID(), award.creatorId, award.amount, award.reason, award.sourceId, award.key, award.awardedAt],
    );
    return rows.length > 0;
  }

  async balanceOf(creatorId: string): Promise<number> {
    const [row] = await unitOfWork(this.#em).execute<{ total: string | null }[]>(
      'select sum(amount) as total from lurkcoin_entry where creator_id = ?',
      [creatorId],
    );
    return Number(row?.total ?? 0);
  }
}
