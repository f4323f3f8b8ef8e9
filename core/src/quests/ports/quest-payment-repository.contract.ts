import { expect, it } from 'vitest';
import { centsOf } from '../../shared/money.ts';
import { addMs, HOUR_MS } from '../../shared/time.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { cartOf } from '../domain/cart.ts';
import { paymentOf, type QuestPayment } from '../domain/quest-payment.entity.ts';
import { BUILDER_NOW } from '../testing/builders.ts';
import { contractOwners, type ContractOwners } from '../testing/contract-fixtures.ts';
import type { QuestPaymentRepositoryPort } from './quest-payment-repository.port.ts';

export interface QuestPaymentRepositoryFixture extends ContractFixture {
  repo: QuestPaymentRepositoryPort;
  owners?: () => Promise<ContractOwners>;
}

export function describeQuestPaymentRepositoryContract(name: string, make: () => Promise<QuestPaymentRepositoryFixture>): void {
  describeContract('QuestPaymentRepositoryPort', name, make, (fixture) => {
    const aPayment = async (at = BUILDER_NOW): Promise<QuestPayment> => {
      const { companyId, creatorId } = await contractOwners(fixture().owners);
      const line = (amount: number) => ({
        runId: globalThis.crypto.randomUUID(),
        questId: globalThis.crypto.randomUUID(),
        creatorId,
        amount: centsOf(amount),
      });
      return paymentOf({
        id: globalThis.crypto.randomUUID(),
        companyId,
        cart: cartOf([line(50_000), line(12_345)]),
        provider: 'sandbox',
        now: at,
      });
    };

    it('finds a saved checkout with its lines, by id, by provider id and as the open one', async () => {
      const payment = {
        ...(await aPayment()),
        providerPaymentId: `sbx_${globalThis.crypto.randomUUID()}`,
        checkoutUrl: 'https://pay.example.com/x',
      };
      await fixture().repo.save(payment);
      expect(await fixture().repo.findById(payment.id)).toEqual(payment);
      expect(await fixture().repo.findByProviderPaymentId('sandbox', payment.providerPaymentId)).toEqual(payment);
      expect(await fixture().repo.findOpen(payment.companyId)).toEqual(payment);
    });

    it('keeps a completed checkout but no longer answers it as open', async () => {
      const payment = await aPayment();
      await fixture().repo.save(payment);
      const paid = { ...payment, status: 'paid' as const, completedAt: addMs(BUILDER_NOW, HOUR_MS) };
      await fixture().repo.save(paid);
      expect(await fixture().repo.findById(payment.id)).toEqual(paid);
      expect(await fixture().repo.findOpen(payment.companyId)).toBeNull();
      expect((await fixture().repo.listByCompany(payment.companyId)).map((p) => p.id)).toEqual([payment.id]);
    });

    it('answers null for unknown ids', async () => {
      expect(await fixture().repo.findById(globalThis.crypto.randomUUID())).toBeNull();
      expect(await fixture().repo.findById('nope')).toBeNull();
      expect(await fixture().repo.findByProviderPaymentId('sandbox', 'nope')).toBeNull();
    });
  });
}
