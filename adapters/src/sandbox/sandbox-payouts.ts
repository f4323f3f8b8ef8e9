import { centsOf, type Cents } from '@lurkit/core/shared/money.ts';
import { PAYOUT_STATUSES, type Payout, type PayoutPort, type PayoutStatusPort } from '@lurkit/core/shared/payout.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { QuestPayoutEntity, type QuestPayoutRow } from '../postgres/payments/payments.entities.ts';
import { knownValue } from '../postgres/shared/known-value.ts';
import { isUuid, unitOfWork } from '../postgres/shared/unit-of-work.ts';

const toPayout = (row: QuestPayoutRow): Payout => ({
  id: row.id,
  status: knownValue(PAYOUT_STATUSES, row.status, 'status'),
  amount: centsOf(row.amountCents),
  initiatedAt: row.initiatedAt,
  paidAt: row.paidAt ?? null,
  failureReason: row.failureReason ?? null,
});

/**
 * The payout provider played locally: a payout is pending until a developer marks it paid or failed
 * on /dev/payouts (a real provider takes 2-3 bank days). The unique reference makes a second payout
 * for one quest run answer the first. The default whenever no payout provider is configured.
 */
export class SandboxPayouts implements PayoutPort, PayoutStatusPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async createPayout(input: { reference: string; creatorAccountId: string; amount: Cents }): Promise<Payout> {
    const em = unitOfWork(this.#em);
    await em.execute(
      `insert into quest_payout (id, reference, creator_id, provider, provider_payout_id, amount_cents, status, initiated_at)
       values (?, ?, ?, 'sandbox', null, ?, 'pending', now()) on conflict (reference) do nothing`,
      [globalThis.crypto.randomUUID(), input.reference, input.creatorAccountId, input.amount],
    );
    return toPayout(await em.findOneOrFail(QuestPayoutEntity, { reference: input.reference }));
  }

  async getPayout(id: string): Promise<Payout | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(QuestPayoutEntity, { id });
    return row ? toPayout(row) : null;
  }

  /** /dev/payouts: the bank paid it, or refused it with a reason. Only a pending payout moves. */
  async settle(id: string, outcome: { status: 'paid' } | { status: 'failed'; reason: string }): Promise<void> {
    if (!isUuid(id)) return;
    await unitOfWork(this.#em).execute(
      `update quest_payout set status = ?, paid_at = case when ? = 'paid' then now() else null end, failure_reason = ? where id = ? and status = 'pending'`,
      [outcome.status, outcome.status, outcome.status === 'failed' ? outcome.reason : null, id],
    );
  }

  async listRecent(): Promise<(Payout & { reference: string; creatorId: string })[]> {
    const rows = await unitOfWork(this.#em).find(QuestPayoutEntity, {}, { orderBy: { initiatedAt: 'desc' }, limit: 50 });
    return rows.map((row) => ({ ...toPayout(row), reference: row.reference, creatorId: row.creator }));
  }
}
