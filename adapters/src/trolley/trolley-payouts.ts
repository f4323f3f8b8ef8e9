import type { Cents } from '@lurkit/core/shared/money.ts';
import type { Payout, PayoutPort, PayoutStatus, PayoutStatusPort } from '@lurkit/core/shared/payout.port.ts';
import type { PayoutReport } from '@lurkit/core/shared/payout-machine.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { applyPayoutReport, type AppliedPayoutReport } from '../postgres/payments/payout-reports.ts';
import { QuestPayoutEntity, type QuestPayoutRow } from '../postgres/payments/payments.entities.ts';
import { payoutOfRow as toPayout, payoutsForReferences } from '../postgres/payments/payouts-for-references.ts';
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

/**
 * Trolley's documented payment statuses as reports on our payout; `returned` is the one that may
 * follow `processed` (the bank sent the money back). Any other status is unknown: null.
 */
export function payoutReportOf(trolleyStatus: string): PayoutReport | null {
  if (trolleyStatus === 'pending' || trolleyStatus === 'processing') return 'pending';
  if (trolleyStatus === 'processed') return 'paid';
  if (trolleyStatus === 'failed' || trolleyStatus === 'cancelled') return 'failed';
  if (trolleyStatus === 'returned') return 'returned';
  return null;
}

/** A payment Trolley just made: its status as our payout's (an unknown one still pending). */
function payoutStatusOf(trolleyStatus: string): PayoutStatus {
  const report = payoutReportOf(trolleyStatus);
  return report === 'paid' ? 'paid' : report === 'failed' || report === 'returned' ? 'failed' : 'pending';
}

const dollars = (amount: Cents) => `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
/** What names a run's batch at Trolley, so a payout interrupted after Trolley made it is found, not made twice. */
const batchDescription = (reference: string) => `Lurkit quest run ${reference}`;

/**
 * Creators paid through Trolley: one batch of one payment per quest run, its description naming the
 * run. Our quest_payout row (unique per run) is written first; a retry of a payout that reached
 * Trolley finds the batch by its description instead of paying again. Trolley's webhooks move the
 * row from pending to paid or failed (see `applyPaymentUpdate`); a failed one is sent again once the
 * creator fixes their details (`retryPayout`).
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
    return this.#send(row, input, batchDescription(input.reference));
  }

  async listFailed(creatorAccountId: string): Promise<(Payout & { reference: string })[]> {
    const rows = await unitOfWork(this.#em).find(QuestPayoutEntity, { creator: creatorAccountId, status: 'failed', provider: 'trolley' });
    return rows.map(toPayout);
  }

  /**
   * A failed payout sent again, as a new batch named for the payment that failed: an interrupted retry
   * (Trolley made the batch, our commit was lost) finds that batch instead of paying twice, and only
   * a failed payout is retried.
   */
  async retryPayout(input: { reference: string; creatorAccountId: string; amount: Cents }): Promise<Payout> {
    const em = unitOfWork(this.#em);
    const [locked] = await em.execute<{ id: string }[]>(`select id from quest_payout where reference = ? for update`, [input.reference]);
    if (!locked) return this.createPayout(input);
    const row = await em.findOneOrFail(QuestPayoutEntity, { id: locked.id }, { refresh: true });
    if (row.status !== 'failed') return toPayout(row);
    const description = row.providerPayoutId
      ? `${batchDescription(input.reference)} retry of ${row.providerPayoutId}`
      : batchDescription(input.reference);
    await em.execute(
      `update quest_payout set status = 'pending', failure_reason = null, paid_at = null, initiated_at = now() where id = ?`,
      [row.id],
    );
    return this.#send(await em.findOneOrFail(QuestPayoutEntity, { id: row.id }, { refresh: true }), input, description);
  }

  /** Pays a pending payout row at Trolley (or finds the batch an interrupted attempt made) and records the payment. */
  async #send(
    row: QuestPayoutRow,
    input: { reference: string; creatorAccountId: string; amount: Cents },
    description: string,
  ): Promise<Payout> {
    const em = unitOfWork(this.#em);
    const [account] = await em.execute<{ recipientId: string }[]>(
      `select provider_recipient_id as "recipientId" from creator_payout_account where creator_id = ? and provider = 'trolley'`,
      [input.creatorAccountId],
    );
    if (!account) return this.#fail(row, 'The creator has no Trolley payout account: they must save their payout setup again.');
    const payment =
      (await this.#paymentMadeBefore(input.reference, description)) ?? (await this.#pay(input, description, account.recipientId));
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

  payoutsFor(references: readonly string[]): Promise<(Payout & { reference: string })[]> {
    return payoutsForReferences(this.#em, references);
  }

  async getPayout(id: string): Promise<Payout | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(QuestPayoutEntity, { id }, { refresh: true });
    return row ? toPayout(row) : null;
  }

  /**
   * A verified webhook: the payment moved. Only forward moves are applied (a paid payout fails later
   * only when the bank returns it); late, backward and unknown statuses are recorded and ignored.
   */
  async applyPaymentUpdate(payment: TrolleyPayment): Promise<AppliedPayoutReport> {
    return applyPayoutReport(this.#em, {
      provider: 'trolley',
      providerPayoutId: payment.id,
      providerStatus: payment.status,
      report: payoutReportOf(payment.status),
      failureReason: payment.failureMessage ?? payment.returnedNote ?? 'The payment failed at the bank.',
    });
  }

  async #paymentMadeBefore(reference: string, description: string): Promise<TrolleyPayment | null> {
    const { batches } = await this.#api.get<{ batches: TrolleyBatch[] }>(`/v1/batches?search=${encodeURIComponent(reference)}`);
    const batch = batches.find((b) => b.description === description);
    if (!batch) return null;
    return this.#startedPayment(batch);
  }

  async #pay(input: { reference: string; amount: Cents }, description: string, recipientId: string): Promise<TrolleyPayment> {
    const { batch } = await this.#api.post<{ batch: TrolleyBatch }>('/v1/batches', {
      description,
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
