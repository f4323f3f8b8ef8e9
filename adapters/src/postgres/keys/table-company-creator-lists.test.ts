import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { CreatorListEntity } from '../creator-lists/creator-lists.entities.ts';
import { TableCompanyCreatorLists } from './table-company-creator-lists.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();

describe('TableCompanyCreatorLists', () => {
  it("answers only the company's own lists among the ids, leaving out other companies' and malformed ids", async () => {
    const em = db().orm.em.fork();
    const [ours, theirs] = [uuid(), uuid()];
    await parentRows(em).company(ours);
    await parentRows(em).company(theirs);
    const [mine, other] = [uuid(), uuid()];
    em.create(CreatorListEntity, { id: mine, company: ours, name: 'Nordic streamers', createdAt: new Date() });
    em.create(CreatorListEntity, { id: other, company: theirs, name: 'Their list', createdAt: new Date() });
    await em.flush();
    const lists = new TableCompanyCreatorLists(em);
    expect(await lists.ownedBy(ours, [mine, other, uuid(), 'not-a-uuid'])).toEqual([mine]);
    expect(await lists.ownedBy(theirs, [mine])).toEqual([]);
    expect(await lists.ownedBy(ours, [])).toEqual([]);
  });
});
