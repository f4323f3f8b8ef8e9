import type { Cents } from '../../shared/money.ts';
import type { Cart } from './cart.ts';

/** open: the company is at the provider's checkout; then paid, failed (with the reason) or abandoned. */
export const QUEST_PAYMENT_STATUSES = ['open', 'paid', 'failed', 'abandoned'] as const;
export type QuestPaymentStatus = (typeof QUEST_PAYMENT_STATUSES)[number];

export interface QuestPaymentLine {
  readonly runId: string;
  readonly questId: string;
  readonly creatorId: string;
  readonly amount: Cents;
}

/** One checkout of a company's cart. Its lines sum to its total; invoices are built from them. */
export interface QuestPayment {
  readonly id: string;
  readonly companyId: string;
  readonly status: QuestPaymentStatus;
  readonly lines: readonly QuestPaymentLine[];
  readonly total: Cents;
  readonly provider: string;
  readonly providerPaymentId: string | null;
  readonly checkoutUrl: string | null;
  readonly failureReason: string | null;
  readonly createdAt: Date;
  readonly completedAt: Date | null;
}

export const paymentOf = (input: { id: string; companyId: string; cart: Cart; provider: string; now: Date }): QuestPayment => ({
  id: input.id,
  companyId: input.companyId,
  status: 'open',
  lines: input.cart.lines.map(({ runId, questId, creatorId, amount }) => ({ runId, questId, creatorId, amount })),
  total: input.cart.total,
  provider: input.provider,
  providerPaymentId: null,
  checkoutUrl: null,
  failureReason: null,
  createdAt: input.now,
  completedAt: null,
});

/** A checkout still open for exactly these runs can be reused; any change to the cart needs a new one. */
export const coversSameRuns = (payment: QuestPayment, runIds: readonly string[]): boolean => {
  const mine = new Set(payment.lines.map((l) => l.runId));
  return mine.size === new Set(runIds).size && runIds.every((id) => mine.has(id));
};
