import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { ShortlistEntry } from '../domain/shortlist.entity.ts';
import type { ShortlistRepositoryPort } from './shortlist-repository.port.ts';

export interface ShortlistRepositoryFixture extends ContractFixture {
  repo: ShortlistRepositoryPort;
  companyIds: readonly [string, string];
  userId: string;
  /** Posts the database knows: entries point at them. */
  postIds: readonly [string, string, string];
}

export function describeShortlistRepositoryContract(name: string, make: () => Promise<ShortlistRepositoryFixture>): void {
  describeContract('ShortlistRepositoryPort', name, make, (fixture) => {
    const anEntry = (companyId: string, postId: string, minute: number, kind: ShortlistEntry['kind'] = 'STREAM'): ShortlistEntry => ({
      id: globalThis.crypto.randomUUID(),
      companyId,
      kind,
      postId,
      addedByUserId: fixture().userId,
      addedAt: new Date(Date.UTC(2026, 1, 4, 10, minute)),
    });

    it('keeps a post once per company: a repeat answers the entry already there', async () => {
      const [companyId, otherId] = fixture().companyIds;
      const [postId = ''] = fixture().postIds;
      const first = anEntry(companyId, postId, 1);

      expect(await fixture().repo.add(first)).toEqual(first);
      expect(await fixture().repo.add(anEntry(companyId, postId, 2))).toEqual(first);
      const elsewhere = anEntry(otherId, postId, 3);
      expect(await fixture().repo.add(elsewhere)).toEqual(elsewhere);
      expect((await fixture().repo.list(companyId, 'STREAM', { limit: 10, after: null })).rows).toEqual([first]);
    });

    it('lists one kind of one company’s shortlist, newest added first, page by page', async () => {
      const [companyId, otherId] = fixture().companyIds;
      const [a = '', b = '', c = ''] = fixture().postIds;
      const older = anEntry(companyId, a, 1);
      const newer = anEntry(companyId, b, 2);
      await fixture().repo.add(older);
      await fixture().repo.add(newer);
      await fixture().repo.add(anEntry(companyId, c, 3, 'VIDEO'));
      await fixture().repo.add(anEntry(otherId, c, 4));

      const first = await fixture().repo.list(companyId, 'STREAM', { limit: 1, after: null });
      const second = await fixture().repo.list(companyId, 'STREAM', { limit: 1, after: first.endCursor });

      expect(first).toMatchObject({ rows: [newer], total: 2 });
      expect(second.rows).toEqual([older]);
      expect((await fixture().repo.list(companyId, 'VIDEO', { limit: 10, after: null })).rows.map((e) => e.postId)).toEqual([c]);
    });

    it('removes a post only from its own company’s shortlist and tells which posts a company holds', async () => {
      const [companyId, otherId] = fixture().companyIds;
      const [a = '', b = ''] = fixture().postIds;
      await fixture().repo.add(anEntry(companyId, a, 1));

      expect(await fixture().repo.shortlistedPostIds(companyId, [a, b, 'not-a-uuid'])).toEqual(new Set([a]));
      expect(await fixture().repo.shortlistedPostIds(otherId, [a, b])).toEqual(new Set());
      expect(await fixture().repo.remove(otherId, a)).toBe(false);
      expect(await fixture().repo.remove(companyId, a)).toBe(true);
      expect(await fixture().repo.remove(companyId, a)).toBe(false);
      expect(await fixture().repo.shortlistedPostIds(companyId, [a])).toEqual(new Set());
    });
  });
}
