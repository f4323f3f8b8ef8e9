import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { BUILDER_NOW } from '../testing/builders.ts';
import { contractOwners, type ContractOwners } from '../testing/contract-fixtures.ts';
import type { PayoutAccount, PayoutAccountRepositoryPort } from './payout-account-repository.port.ts';

export interface PayoutAccountRepositoryFixture extends ContractFixture {
  repo: PayoutAccountRepositoryPort;
  owners?: () => Promise<ContractOwners>;
}

export function describePayoutAccountRepositoryContract(name: string, make: () => Promise<PayoutAccountRepositoryFixture>): void {
  describeContract('PayoutAccountRepositoryPort', name, make, (fixture) => {
    it('keeps one payout account per creator, replaced on save', async () => {
      const { creatorId } = await contractOwners(fixture().owners);
      const account: PayoutAccount = {
        creatorId,
        method: 'paypal',
        provider: 'sandbox',
        providerRecipientId: 'rcp_1',
        label: 'PayPal a…@example.com',
        status: 'pending',
        minimumDealSizeCents: 10_000,
        updatedAt: BUILDER_NOW,
      };
      await fixture().repo.save(account);
      expect(await fixture().repo.findByCreator(creatorId)).toEqual(account);
      const bank = { ...account, method: 'bank' as const, label: 'Bank ••••7466', status: 'ready' as const, providerRecipientId: 'rcp_2' };
      await fixture().repo.save(bank);
      expect(await fixture().repo.findByCreator(creatorId)).toEqual(bank);
      expect(await fixture().repo.findByCreator(globalThis.crypto.randomUUID())).toBeNull();
    });
  });
}
