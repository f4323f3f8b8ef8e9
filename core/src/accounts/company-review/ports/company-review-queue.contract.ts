import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../../shared/testing/describe-contract.ts';
import type { CompanyRepositoryPort } from '../../ports/company-repository.port.ts';
import type { UserRepositoryPort } from '../../ports/user-repository.port.ts';
import { aCompanyRecord, aMember, aSavedUser, at } from '../../testing/contract-fixtures.ts';
import type { CompanyReviewQueuePort } from './company-review-queue.port.ts';

export interface CompanyReviewQueueFixture extends ContractFixture {
  queue: CompanyReviewQueuePort;
  companies: CompanyRepositoryPort;
  users: UserRepositoryPort;
}

/**
 * The suite's companies are dated in 2100 and later so they sort above anything else the database
 * holds; each test reads only the ids it made.
 */
export function describeCompanyReviewQueueContract(name: string, make: () => Promise<CompanyReviewQueueFixture>): void {
  describeContract('CompanyReviewQueuePort', name, make, (fixture) => {
    let year = 2100;

    async function companies(specs: { verified: boolean; day: number }[]) {
      year += 1;
      const made = [];
      for (const spec of specs) {
        const owner = await aSavedUser(fixture().users, { userType: 'Company' });
        const company = aCompanyRecord([aMember(owner.id, { isOwner: true })], {
          isVerified: spec.verified,
          createdAt: at(`${year}-01-${String(spec.day).padStart(2, '0')}T09:00:00.000Z`),
        });
        await fixture().companies.save(company);
        made.push({ company, owner });
      }
      return made;
    }
    const page = (request: Partial<Parameters<CompanyReviewQueuePort['page']>[0]> = {}) =>
      fixture().queue.page({ after: null, before: null, limit: 100, inverted: false, ...request });
    const only = (ids: string[], list: { id: string }[]) => list.map((c) => c.id).filter((id) => ids.includes(id));

    it('lists unverified companies first, then the newest first', async () => {
      const made = await companies([
        { verified: true, day: 5 },
        { verified: false, day: 1 },
        { verified: false, day: 3 },
        { verified: true, day: 9 },
      ]);
      const ids = made.map((m) => m.company.id);
      expect(only(ids, await page())).toEqual([ids[2], ids[1], ids[3], ids[0]]);
    });

    it('walks every company once, page by page, forwards and backwards', async () => {
      const made = await companies([1, 2, 3, 4, 5].map((day) => ({ verified: false, day })));
      const newestFirst = made.map((m) => m.company.id).reverse();
      const first = await page({ limit: 2 });
      expect(first.map((c) => c.id)).toEqual(newestFirst.slice(0, 2));
      const second = await page({ limit: 2, after: fixture().queue.cursorOf(first[1]!) });
      expect(second.map((c) => c.id)).toEqual(newestFirst.slice(2, 4));
      const back = await page({ limit: 2, before: fixture().queue.cursorOf(second[0]!), inverted: true });
      expect(back.map((c) => c.id)).toEqual(newestFirst.slice(0, 2).reverse());
    });

    it('starts from the top for a cursor it never handed out', async () => {
      const made = await companies([{ verified: false, day: 1 }]);
      expect(only([made[0]!.company.id], await page({ after: 'garbage' }))).toEqual([made[0]!.company.id]);
    });

    it('gives each company its owner, for a whole page at once', async () => {
      const made = await companies([
        { verified: false, day: 1 },
        { verified: false, day: 2 },
      ]);
      const owners = await fixture().queue.ownersOf([...made.map((m) => m.company.id), globalThis.crypto.randomUUID()]);
      expect(owners.size).toBe(2);
      for (const { company, owner } of made) {
        expect(owners.get(company.id)).toEqual({ userId: owner.id, username: owner.username, email: owner.email, emailVerified: false });
      }
      expect(await fixture().queue.ownersOf([])).toEqual(new Map());
    });
  });
}
