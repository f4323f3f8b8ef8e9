import { centsOf, type Cents } from '@lurkit/core/shared/money.ts';
import {
  PAYOUT_STATUSES,
  type Payout,
  type PayoutPort,
  type PayoutStatus,
  type PayoutStatusPort,
} from '@lurkit/core/shared/payout.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { QuestPayoutEntity, type QuestPayoutRow } from '../postgres/payments/payments.entities.ts';
import { knownValue } from '../postgres/shared/known-value.ts';
import { isUuid, unitOfWork } from '../postgres/shared/unit-of-work.ts';
import type { TrolleyApi } from './trolley-api.ts';

interface TrolleyBatch {
  id: string;
  description?: string | null;
  status: string;
}

export interface TrolleyPayment {
  id: string;
  status: string;
  externalId?: string | null;
  failureMessage?: string | null;
  returnedNote?: string | null;
}

/** Trolley's payment states, as the creator's payout timeline reads them. */
export function payoutStatusOf(trolleyStatus: string): PayoutStatus {
  if (trolleyStatus === 'processed') return 'paid';
  if (trolleyStatus === 'failed' || trolleyStatus === 'returned' || trolleyStatus === 'cancelled') return 'failed';
  return 'pending';
}

const toPayout = (row: QuestPayoutRow): Payout => ({
  id: row.id,
  status: knownValue(PAYOUT_STATUSES, row.status, 'status'),
  amount: centsOf(row.amountCents),
  initiatedAt: row.initiatedAt,
  paidAt: row.paidAt ?? null,
  failureReason: row.failureReason ?? null,
});

const dollars = (amount: Cents) => `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
/** What names a run's batch at Trolley, so a payout interrupted after Trolley made it is found, not made twice. */
const batchDescription = (reference: string) => `Lurkit quest run ${reference}`;

/**
 * Creators paid through Trolley: one batch of one payment per quest run, its description naming the
 * run. Our quest_payout row (unique per run) is written first; a retry of a payout that reached
 * Trolley finds the batch by its description instead of paying again. Trolley's webhooks move the
 * row from pending to paid or failed (see `applyPaymentUpdate`).
 */
export class TrolleyPayouts implements PayoutPort, PayoutStatusPort {
  readonly #em: EntityManager;
  readonly #api: TrolleyApi;

  constructor(em: EntityManager, api: TrolleyApi) {
    this.#em = em;
    this.#api = api;
  }

  async createPayout(input: { reference: string; creatorAccountId: string; amount: Cents }): Promise<Payout> {
    const em = unitOfWork(this.#em);
    await em.execute(
      `insert into quest_payout (id, reference, creator_id, provider, provider_payout_id, amount_cents, status, initiated_at)
       values (?, ?, ?, 'trolley', null, ?, 'pending', now()) on conflict (reference) do nothing`,
      [globalThis.crypto.randomUUID(), input.reference, input.creatorAccountId, input.amount],
    );
    const row = await em.findOneOrFail(QuestPayoutEntity, { reference: input.reference }, { refresh: true });
    if (row.providerPayoutId || row.status !== 'pending') return toPayout(row);

    const [account] = await em.execute<{ recipientId: string }[]>(
      `select provider_recipient_id as "recipientId" from creator_payout_account where creator_id = ? and provider = 'trolley'`,
      [input.creatorAccountId],
    );
    if (!account) return this.#fail(row, 'The creator has no Trolley payout account: they must save their payout setup again.');
    const payment = (await this.#paymentMadeBefore(input.reference)) ?? (await this.#pay(input, account.recipientId));
    const status = payoutStatusOf(payment.status);
    await em.execute(`update quest_payout set provider_payout_id = ?, status = ?, paid_at = ?, failure_reason = ? where id = ?`, [
      payment.id,
      status,
      status === 'paid' ? new Date() : null,
      status === 'failed' ? (payment.failureMessage ?? payment.returnedNote ?? 'Trolley refused the payment.') : null,
      row.id,
    ]);
    return toPayout(await em.findOneOrFail(QuestPayoutEntity, { id: row.id }, { refresh: true }));
  }

  async getPayout(id: string): Promise<Payout | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(QuestPayoutEntity, { id }, { refresh: true });
    return row ? toPayout(row) : null;
  }

  /** A verified webhook: the payment moved. A paid payout can still fail later when the bank returns it. */
  async applyPaymentUpdate(payment: TrolleyPayment): Promise<void> {
    const status = payoutStatusOf(payment.status);
    await unitOfWork(this.#em).execute(
      `update quest_payout set status = ?, paid_at = case when ? = 'paid' then coalesce(paid_at, now()) else null end, failure_reason = ?
       where provider = 'trolley' and provider_payout_id = ? and status <> ?`,
      [
        status,
        status,
        status === 'failed' ? (payment.failureMessage ?? payment.returnedNote ?? 'The payment failed at the bank.') : null,
        payment.id,
        status,
      ],
    );
  }

  async #paymentMadeBefore(reference: string): Promise<TrolleyPayment | null> {
    const description = batchDescription(reference);
    const { batches } = await this.#api.get<{ batches: TrolleyBatch[] }>(`/v1/batches?search=${encodeURIComponent(reference)}`);
    const batch = batches.find((b) => b.description === description);
    if (!batch) return null;
    return this.#startedPayment(batch);
  }

  async #pay(input: { reference: string; amount: Cents }, recipientId: string): Promise<TrolleyPayment> {
    const { batch } = await this.#api.post<{ batch: TrolleyBatch }>('/v1/batches', {
      description: batchDescription(input.reference),
      sourceCurrency: 'USD',
      payments: [
        {
          recipient: { id: recipientId },
          sourceAmount: dollars(input.amount),
          sourceCurrency: 'USD',
          memo: 'Lurkit Quest payout',
          externalId: input.reference,
        },
      ],
    });
    return this.#startedPayment(batch);
  }

  /** A batch is paid out once started; an open one (new, or left open by an interrupted payout) is quoted and started here. */
  async #startedPayment(batch: TrolleyBatch): Promise<TrolleyPayment> {
    const path = `/v1/batches/${encodeURIComponent(batch.id)}`;
    if (batch.status === 'open') {
      await this.#api.post(`${path}/generate-quote`, {});
      await this.#api.post(`${path}/start-processing`, {});
    }
    const { payments } = await this.#api.get<{ payments: TrolleyPayment[] }>(`${path}/payments`);
    const [payment] = payments;
    if (!payment) throw new Error(`Trolley batch ${batch.id} holds no payment.`);
    return payment;
  }

  async #fail(row: QuestPayoutRow, reason: string): Promise<Payout> {
    await unitOfWork(this.#em).execute(
      `update quest_payout set status = 'failed', failure_reason = ? where id = ? and status = 'pending'`,
      [reason, row.id],
    );
    return { ...toPayout(row), status: 'failed', failureReason: reason };
  }
}
