import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { generateResults } from '../domain/matchmaking-list.entity.ts';
import { aCandidate, aMatchmakingList } from '../testing/builders.ts';
import type { MatchmakingListRepositoryPort } from './matchmaking-list-repository.port.ts';

export interface MatchmakingListRepositoryFixture extends ContractFixture {
  repo: MatchmakingListRepositoryPort;
}

export function describeMatchmakingListRepositoryContract(name: string, make: () => Promise<MatchmakingListRepositoryFixture>): void {
  describeContract('MatchmakingListRepositoryPort', name, make, (fixture) => {
    it('finds a saved list by id and answers null for an unknown one', async () => {
      const list = aMatchmakingList().build();
      await fixture().repo.save(list);
      expect(await fixture().repo.findById(list.id)).toEqual(list);
      expect(await fixture().repo.findById(globalThis.crypto.randomUUID())).toBeNull();
    });

    it('stores the generated results exactly as generated', async () => {
      const list = aMatchmakingList().build();
      await fixture().repo.save(list);
      const generated = generateResults(list, [aCandidate().withId('creator-a').build()], new Date('2026-02-01T10:00:00.000Z'));
      if (!generated.ok) throw new Error('generation failed');
      await fixture().repo.save(generated.value);
      expect(await fixture().repo.findById(list.id)).toEqual(generated.value);
    });
  });
}
