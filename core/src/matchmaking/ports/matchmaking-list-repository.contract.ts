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

    it('keeps a changed selection and leaves the results as they were', async () => {
      const list = aMatchmakingList().build();
      const generated = generateResults(
        list,
        [aCandidate().withId('creator-a').build(), aCandidate().withId('creator-b').build()],
        list.createdAt,
      );
      if (!generated.ok) throw new Error('generation failed');
      await fixture().repo.save(generated.value);
      await fixture().repo.save({ ...generated.value, selectedCreatorIds: ['creator-b'] });
      expect(await fixture().repo.findById(list.id)).toEqual({ ...generated.value, selectedCreatorIds: ['creator-b'] });
    });

    it("lists a company's lists newest first with their counts, up to the limit, and no other company's", async () => {
      const companyId = globalThis.crypto.randomUUID();
      const at = (day: number) => new Date(Date.UTC(2026, 0, day));
      const oldest = aMatchmakingList().withCompany(companyId).createdAt(at(1)).build();
      const middle = aMatchmakingList().withCompany(companyId).createdAt(at(2)).build();
      const newest = aMatchmakingList().withCompany(companyId).createdAt(at(3)).build();
      const generated = generateResults(middle, [aCandidate().withId('creator-a').build()], at(4));
      if (!generated.ok) throw new Error('generation failed');
      for (const l of [oldest, { ...generated.value, selectedCreatorIds: ['creator-a'] }, newest]) await fixture().repo.save(l);
      await fixture().repo.save(aMatchmakingList().build());

      const lists = await fixture().repo.listByCompany(companyId, 2);

      expect(lists).toEqual([
        { id: newest.id, brief: newest.brief, createdAt: at(3), generatedAt: null, matchCount: 0, selectedCount: 0 },
        { id: middle.id, brief: middle.brief, createdAt: at(2), generatedAt: at(4), matchCount: 1, selectedCount: 1 },
      ]);
      expect(await fixture().repo.listByCompany(globalThis.crypto.randomUUID(), 10)).toEqual([]);
    });
  });
}
