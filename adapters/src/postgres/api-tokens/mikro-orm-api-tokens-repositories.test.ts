import { describeApiTokenOwnersContract } from '@lurkit/core/api-tokens/ports/api-token-owners.contract.ts';
import { describeApiTokenRepositoryContract } from '@lurkit/core/api-tokens/ports/api-token-repository.contract.ts';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { AccountsApiTokenOwners } from './accounts-api-token-owners.ts';
import { MikroOrmApiTokenRepository } from './mikro-orm-api-token-repository.ts';

const db = useTestDatabase();

describeApiTokenRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const [companyId, otherCompanyId, ownerId] = [0, 1, 2].map(() => globalThis.crypto.randomUUID()) as [string, string, string];
  await parentRows(em).company(companyId);
  await parentRows(em).company(otherCompanyId);
  return { repo: new MikroOrmApiTokenRepository(em), companyId, otherCompanyId, ownerId };
});

describeApiTokenOwnersContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const [companyId, otherCompanyId, ownerId, memberId, inactiveOwnerId] = Array.from({ length: 5 }, () =>
    globalThis.crypto.randomUUID(),
  ) as [string, string, string, string, string];
  const parents = parentRows(em);
  await parents.company(companyId);
  await parents.company(otherCompanyId);
  for (const [userId, isOwner] of [
    [ownerId, true],
    [memberId, false],
    [inactiveOwnerId, true],
  ] as const) {
    await parents.user(userId, 'Company');
    await em
      .fork()
      .getConnection()
      .execute('insert into company_member (user_id, company_id, is_owner, joined_at) values (?, ?, ?, now())', [
        userId,
        companyId,
        isOwner,
      ]);
  }
  await em.fork().getConnection().execute(`update user_account set status = 'locked' where id = ?`, [inactiveOwnerId]);
  return { owners: new AccountsApiTokenOwners(em), companyId, otherCompanyId, ownerId, memberId, inactiveOwnerId };
});
