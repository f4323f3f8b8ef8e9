import type { QuestPayment } from '../domain/quest-payment.entity.ts';
import type { QuestPaymentRepositoryPort } from '../ports/quest-payment-repository.port.ts';

export class InMemoryQuestPaymentRepository implements QuestPaymentRepositoryPort {
  readonly #payments = new Map<string, QuestPayment>();

  async findById(id: string): Promise<QuestPayment | null> {
    return this.#copy(this.#payments.get(id));
  }

  async findByProviderPaymentId(provider: string, providerPaymentId: string): Promise<QuestPayment | null> {
    return this.#copy([...this.#payments.values()].find((p) => p.provider === provider && p.providerPaymentId === providerPaymentId));
  }

  async findOpen(companyId: string): Promise<QuestPayment | null> {
    return this.#copy([...this.#payments.values()].find((p) => p.companyId === companyId && p.status === 'open'));
  }

  async listByCompany(companyId: string): Promise<QuestPayment[]> {
    return [...this.#payments.values()]
      .filter((p) => p.companyId === companyId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
      .slice(0, 100)
      .map((p) => structuredClone(p));
  }

  async save(payment: QuestPayment): Promise<void> {
    this.#payments.set(payment.id, structuredClone(payment));
  }

  #copy(payment: QuestPayment | undefined): QuestPayment | null {
    return payment ? structuredClone(payment) : null;
  }
}
