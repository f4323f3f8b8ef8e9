import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { aCreatorList } from '../testing/builders.ts';
import type { CreatorListRepositoryPort } from './creator-list-repository.port.ts';

export interface CreatorListRepositoryFixture extends ContractFixture {
  repo: CreatorListRepositoryPort;
}

const uuid = () => globalThis.crypto.randomUUID();
const firstPage = (limit: number) => ({ after: null, before: null, limit, inverted: false });
const later = (ms: number) => new Date(BUILDER_NOW.getTime() + ms);

export function describeCreatorListRepositoryContract(name: string, make: () => Promise<CreatorListRepositoryFixture>): void {
  describeContract('CreatorListRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const saved = async (changes: Parameters<typeof aCreatorList>[0] = {}) => {
      const list = aCreatorList({ id: uuid(), companyId: uuid(), ...changes });
      await repo().save(list);
      return list;
    };

    it('finds a saved list by id and by name whatever its case, and saves a rename', async () => {
      const list = await saved({ name: 'Nordic Speedrunners' });
      expect(await repo().findById(list.id)).toEqual(list);
      expect(await repo().findByName(list.companyId, 'nordic speedrunners')).toEqual(list);
      expect(await repo().findByName(uuid(), 'Nordic Speedrunners')).toBeNull();
      await repo().save({ ...list, name: 'Nordics' });
      expect(await repo().findById(list.id)).toEqual({ ...list, name: 'Nordics' });
      expect(await repo().findById('not-a-uuid')).toBeNull();
    });

    it("lists a company's lists by name with their counts, and nothing of another company", async () => {
      const companyId = uuid();
      const b = await saved({ companyId, name: 'beta' });
      const a = await saved({ companyId, name: 'Alpha' });
      await saved();
      await repo().addMembers(b.id, [uuid(), uuid()], BUILDER_NOW);
      expect(await repo().listByCompany(companyId)).toEqual([
        { list: a, creatorCount: 0 },
        { list: b, creatorCount: 2 },
      ]);
    });

    it('adds creators once (idempotent) and answers only those it added', async () => {
      const list = await saved();
      const [one, two] = [uuid(), uuid()];
      expect(await repo().addMembers(list.id, [one], BUILDER_NOW)).toEqual([one]);
      expect((await repo().addMembers(list.id, [one, two], later(1000))).sort()).toEqual([two]);
      expect((await repo().memberIds(list.id)).sort()).toEqual([one, two].sort());
      expect(await repo().countMembers(list.id)).toBe(2);
      expect(await repo().countMembers(uuid())).toBe(0);
      expect(await repo().listMembers(list.id, firstPage(10))).toEqual([
        { listId: list.id, creatorId: one, addedAt: BUILDER_NOW },
        { listId: list.id, creatorId: two, addedAt: later(1000) },
      ]);
    });

    it('pages the creators oldest first by cursor', async () => {
      const list = await saved();
      const ids = [uuid(), uuid(), uuid()];
      for (const [i, id] of ids.entries()) await repo().addMembers(list.id, [id], later(i * 1000));
      const first = await repo().listMembers(list.id, firstPage(2));
      expect(first.map((m) => m.creatorId)).toEqual(ids.slice(0, 2));
      const last = first.at(-1);
      if (!last) throw new Error('expected a page');
      const second = await repo().listMembers(list.id, { ...firstPage(2), after: repo().cursorOf(last) });
      expect(second.map((m) => m.creatorId)).toEqual(ids.slice(2));
    });

    it('removes only the creators on the list and answers them', async () => {
      const list = await saved();
      const [one, two] = [uuid(), uuid()];
      await repo().addMembers(list.id, [one, two], BUILDER_NOW);
      expect(await repo().removeMembers(list.id, [one, uuid()])).toEqual([one]);
      expect(await repo().memberIds(list.id)).toEqual([two]);
    });

    it('deletes a list with its creators', async () => {
      const list = await saved();
      await repo().addMembers(list.id, [uuid()], BUILDER_NOW);
      await repo().delete(list.id);
      expect(await repo().findById(list.id)).toBeNull();
      expect(await repo().memberIds(list.id)).toEqual([]);
      expect(await repo().listByCompany(list.companyId)).toEqual([]);
    });
  });
}
