import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { aCodeItem, aDistributionRule } from '../testing/builders.ts';
import type { DistributionRuleRepositoryPort } from './distribution-rule-repository.port.ts';

export interface DistributionRuleRepositoryFixture extends ContractFixture {
  repo: DistributionRuleRepositoryPort;
}

const uuid = () => globalThis.crypto.randomUUID();

export function describeDistributionRuleRepositoryContract(name: string, make: () => Promise<DistributionRuleRepositoryFixture>): void {
  describeContract('DistributionRuleRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const aRule = () => aDistributionRule(aCodeItem({ id: uuid(), companyId: uuid() }), { id: uuid(), creatorId: uuid() });

    it('finds a saved rule by id with every field, and replaces it on a second save', async () => {
      const rule = aRule();
      await repo().save(rule);
      expect(await repo().findById(rule.id)).toEqual(rule);
      const claimed = { ...rule, status: 'claimed' as const, claimedAt: new Date('2025-03-11T08:00:00.000Z') };
      await repo().save(claimed);
      expect(await repo().findById(rule.id)).toEqual(claimed);
    });

    it('answers null for an unknown rule', async () => {
      expect(await repo().findById(uuid())).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
    });

    it('hands out copies, so changing a returned rule changes nothing stored', async () => {
      const rule = aRule();
      await repo().save(rule);
      const found = await repo().findById(rule.id);
      Object.assign(found ?? {}, { codeCount: 99 });
      expect(await repo().findById(rule.id)).toEqual(rule);
    });
  });
}
