import { centsOf } from '@lurkit/core/shared/money.ts';
import { QUEST_PAYMENT_STATUSES, type QuestPayment } from '@lurkit/core/quests/domain/quest-payment.entity.ts';
import type { QuestPaymentRepositoryPort } from '@lurkit/core/quests/ports/quest-payment-repository.port.ts';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { knownValue } from '../shared/known-value.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { QuestPaymentEntity, QuestPaymentLineEntity, type QuestPaymentRow } from './payments.entities.ts';

export class MikroOrmQuestPaymentRepository implements QuestPaymentRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findById(id: string): Promise<QuestPayment | null> {
    if (!isUuid(id)) return null;
    return this.#one(await unitOfWork(this.#em).findOne(QuestPaymentEntity, { id }));
  }

  async findByProviderPaymentId(provider: string, providerPaymentId: string): Promise<QuestPayment | null> {
    const em = unitOfWork(this.#em);
    const locked = em.isInTransaction() ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {};
    return this.#one(await em.findOne(QuestPaymentEntity, { provider, providerPaymentId }, locked));
  }

  async findOpen(companyId: string): Promise<QuestPayment | null> {
    if (!isUuid(companyId)) return null;
    return this.#one(await unitOfWork(this.#em).findOne(QuestPaymentEntity, { company: companyId, status: 'open' }));
  }

  async listByCompany(companyId: string): Promise<QuestPayment[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).find(
      QuestPaymentEntity,
      { company: companyId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 100 },
    );
    return this.#withLines(rows);
  }

  async save(payment: QuestPayment): Promise<void> {
    const em = unitOfWork(this.#em);
    await em.upsert(
      QuestPaymentEntity,
      {
        id: payment.id,
        company: payment.companyId,
        status: payment.status,
        totalCents: payment.total,
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        checkoutUrl: payment.checkoutUrl,
        failureReason: payment.failureReason,
        createdAt: payment.createdAt,
        completedAt: payment.completedAt,
      },
      { onConflictFields: ['id'], onConflictAction: 'merge', onConflictExcludeFields: ['id', 'createdAt', 'company'] },
    );
    // Lines are fixed when the checkout opens; later saves only move its state.
    for (const [position, line] of payment.lines.entries()) {
      await em.execute(
        'insert into quest_payment_line (payment_id, run_id, position, quest_id, creator_id, amount_cents) values (?, ?, ?, ?, ?, ?) on conflict do nothing',
        [payment.id, line.runId, position, line.questId, line.creatorId, line.amount],
      );
    }
  }

  async #one(row: QuestPaymentRow | null): Promise<QuestPayment | null> {
    return row ? ((await this.#withLines([row]))[0] ?? null) : null;
  }

  async #withLines(rows: QuestPaymentRow[]): Promise<QuestPayment[]> {
    if (rows.length === 0) return [];
    const lines = await unitOfWork(this.#em).find(
      QuestPaymentLineEntity,
      { payment: { $in: rows.map((r) => r.id) } },
      { orderBy: { position: 'asc' } },
    );
    return rows.map((row) => ({
      id: row.id,
      companyId: row.company,
      status: knownValue(QUEST_PAYMENT_STATUSES, row.status, 'status'),
      lines: lines
        .filter((l) => l.payment === row.id)
        .map((l) => ({ runId: l.runId, questId: l.questId, creatorId: l.creatorId, amount: centsOf(l.amountCents) })),
      total: centsOf(row.totalCents),
      provider: row.provider,
      providerPaymentId: row.providerPaymentId ?? null,
      checkoutUrl: row.checkoutUrl ?? null,
      failureReason: row.failureReason ?? null,
      createdAt: row.createdAt,
      completedAt: row.completedAt ?? null,
    }));
  }
}
