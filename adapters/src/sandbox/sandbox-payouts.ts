import type { PayoutMoved } from '@lurkit/core/quests/application/payout-failures.ts';
import { centsOf, type Cents } from '@lurkit/core/shared/money.ts';
import type { Payout, PayoutPort, PayoutStatusPort } from '@lurkit/core/shared/payout.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { QuestPayoutEntity } from '../postgres/payments/payments.entities.ts';
import { payoutOfRow as toPayout, payoutsForReferences } from '../postgres/payments/payouts-for-references.ts';
import { isUuid, unitOfWork } from '../postgres/shared/unit-of-work.ts';

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

  payoutsFor(references: readonly string[]): Promise<(Payout & { reference: string })[]> {
    return payoutsForReferences(this.#em, references);
  }

  async getPayout(id: string): Promise<Payout | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(QuestPayoutEntity, { id });
    return row ? toPayout(row) : null;
  }

  async listFailed(creatorAccountId: string): Promise<(Payout & { reference: string })[]> {
    const rows = await unitOfWork(this.#em).find(QuestPayoutEntity, { creator: creatorAccountId, status: 'failed' });
    return rows.map(toPayout);
  }

  /** A failed payout is pending again (a developer settles it on /dev/payouts once more); any other is left as it is. */
  async retryPayout(input: { reference: string; creatorAccountId: string; amount: Cents }): Promise<Payout> {
    const em = unitOfWork(this.#em);
    await em.execute(
      `update quest_payout set status = 'pending', failure_reason = null, paid_at = null, initiated_at = now() where reference = ? and status = 'failed'`,
      [input.reference],
    );
    const row = await em.findOne(QuestPayoutEntity, { reference: input.reference }, { refresh: true });
    return row ? toPayout(row) : this.createPayout(input);
  }

  /**
   * /dev/payouts: the bank paid it, or refused it with a reason. Only a pending payout moves; the
   * move is answered (null when nothing moved), for the ledger and so a failure is told to the creator.
   */
  async settle(id: string, outcome: { status: 'paid' } | { status: 'failed'; reason: string }): Promise<PayoutMoved | null> {
    if (!isUuid(id)) return null;
    const [moved] = await unitOfWork(this.#em).execute<
      { id: string; reference: string; creatorId: string; amountCents: number; failureReason: string | null }[]
    >(
      `update quest_payout set status = ?, paid_at = case when ? = 'paid' then now() else null end, failure_reason = ? where id = ? and status = 'pending'
       returning id, reference, creator_id as "creatorId", amount_cents as "amountCents", failure_reason as "failureReason"`,
      [outcome.status, outcome.status, outcome.status === 'failed' ? outcome.reason : null, id],
    );
    if (!moved) return null;
    return { ...moved, amount: centsOf(Number(moved.amountCents)), from: 'pending', to: outcome.status };
  }

  async listRecent(): Promise<(Payout & { reference: string; creatorId: string })[]> {
    const rows = await unitOfWork(this.#em).find(QuestPayoutEntity, {}, { orderBy: { initiatedAt: 'desc' }, limit: 50 });
    return rows.map((row) => ({ ...toPayout(row), reference: row.reference, creatorId: row.creator }));
  }
}
