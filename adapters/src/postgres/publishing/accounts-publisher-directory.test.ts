import { expect, it } from 'vitest';
import type { AccountChange } from '../../caching/session-view-cache.ts';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { AccountsPublisherDirectory } from './accounts-publisher-directory.ts';

const db = useTestDatabase();

it('marks a company reviewed and tells of it, so its members’ cached sessions show it at once', async () => {
  const companyId = globalThis.crypto.randomUUID();
  await parentRows(db().orm.em).company(companyId);
  await db().orm.em.fork().getConnection().execute('update company set is_verified = false where id = ?', [companyId]);
  const heard: AccountChange[] = [];
  await new AccountsPublisherDirectory(db().orm.em.fork(), { changed: (change) => heard.push(change) }).markCompanyReviewed(companyId);
  const [row] = await db()
    .orm.em.fork()
    .getConnection()
    .execute<{ is_verified: boolean }[]>('select is_verified from company where id = ?', [companyId]);
  expect(row?.is_verified).toBe(true);
  expect(heard).toEqual([{ companyIds: [companyId] }]);
});
