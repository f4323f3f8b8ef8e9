import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { contractOwners, type ContractOwners } from '../testing/contract-fixtures.ts';
import { aQuest, BUILDER_NOW } from '../testing/builders.ts';
import type { QuestRepositoryPort } from './quest-repository.port.ts';

export interface QuestRepositoryFixture extends ContractFixture {
  repo: QuestRepositoryPort;
  /** Creates the company (and creator) rows a stored quest refers to; random ids when absent. */
  owners?: () => Promise<ContractOwners>;
}

export function describeQuestRepositoryContract(name: string, make: () => Promise<QuestRepositoryFixture>): void {
  describeContract('QuestRepositoryPort', name, make, (fixture) => {
    const aStoredQuest = async () => {
      const { companyId } = await contractOwners(fixture().owners);
      return aQuest().withId(globalThis.crypto.randomUUID()).ownedBy(companyId);
    };

    it('finds a saved quest with every field, embargo and lists included', async () => {
      const quest = {
        ...(await aStoredQuest()).withEmbargoAt(new Date('2025-03-20T17:00:00.000Z'), 'specificDate').build(),
        conversionTracking: { kind: 'shareableLink' as const, url: 'https://lurk.example.com/s/abc' },
        tags: ['co-op', 'indie'],
        goals: ['Wishlists'],
        visibility: 'Hidden' as const,
      };
      await fixture().repo.save(quest);
      expect(await fixture().repo.findById(quest.id)).toEqual(quest);
    });

    it('keeps a quest without budget, embargo or tracking', async () => {
      const quest = { ...(await aStoredQuest()).build(), budget: null, conversionTracking: null, codeManagerItemIds: [] };
      await fixture().repo.save(quest);
      expect(await fixture().repo.findById(quest.id)).toEqual(quest);
    });

    it('replaces the quest on a second save', async () => {
      const quest = (await aStoredQuest()).withStatus('draft').build();
      await fixture().repo.save(quest);
      const edited = {
        ...quest,
        status: 'live' as const,
        name: 'Renamed',
        talkingPoints: ['Only this'],
        updatedAt: new Date(BUILDER_NOW.getTime() + 1000),
      };
      await fixture().repo.save(edited);
      expect(await fixture().repo.findById(quest.id)).toEqual(edited);
    });

    it('answers null for an unknown quest', async () => {
      expect(await fixture().repo.findById(globalThis.crypto.randomUUID())).toBeNull();
      expect(await fixture().repo.findById('not-a-uuid')).toBeNull();
    });
  });
}
