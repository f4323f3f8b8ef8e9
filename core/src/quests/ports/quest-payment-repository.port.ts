import type { QuestPayment } from '../domain/quest-payment.entity.ts';

export interface QuestPaymentRepositoryPort {
  findById(id: string): Promise<QuestPayment | null>;
  /**
   * The checkout a provider's payment belongs to, to settle it: locked until the caller's transaction
   * ends, so two deliveries of one provider event at once settle it one after the other, the second
   * finding it settled (nothing charged or held twice).
   */
  findByProviderPaymentId(provider: string, providerPaymentId: string): Promise<QuestPayment | null>;
  /** The company's open checkout; there is at most one. */
  findOpen(companyId: string): Promise<QuestPayment | null>;
  /** The company's checkouts, newest first (the company lane builds invoices from them). At most 100. */
  listByCompany(companyId: string): Promise<QuestPayment[]>;
  /** Inserts or updates the checkout with its lines. */
  save(payment: QuestPayment): Promise<void>;
}
