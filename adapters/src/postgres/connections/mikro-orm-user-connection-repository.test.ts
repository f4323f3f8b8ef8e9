import { describeUserConnectionRepositoryContract } from '@lurkit/core/connections/ports/user-connection-repository.contract.ts';
import { expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { SecretCipher } from '../../security/secret-cipher.ts';
import { MikroOrmUserRepository } from '../accounts/mikro-orm-user-repository.ts';
import { MikroOrmUserConnectionRepository } from './mikro-orm-user-connection-repository.ts';
import { aConnectionRecord } from '@lurkit/core/connections/ports/user-connection-repository.contract.ts';
import { aSavedUser } from '@lurkit/core/accounts/testing/contract-fixtures.ts';

const db = useTestDatabase();
const secrets = new SecretCipher(Buffer.alloc(32, 7));

describeUserConnectionRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return { repo: new MikroOrmUserConnectionRepository(em, secrets), users: new MikroOrmUserRepository(em) };
});

it('stores the tokens sealed, never as plain text', async () => {
  const em = db().orm.em.fork();
  const user = await aSavedUser(new MikroOrmUserRepository(em), { userType: 'User' });
  const connection = aConnectionRecord(user.id);
  await new MikroOrmUserConnectionRepository(em, secrets).save(connection);
  const [row] = (await em
    .getConnection()
    .execute('select access_token_sealed, refresh_token_sealed from user_connection where id = ?', [connection.id])) as {
    access_token_sealed: string;
  }[];
  expect(JSON.stringify(row)).not.toContain(connection.tokens.accessToken);
  expect(JSON.stringify(row)).not.toContain(connection.tokens.refreshToken);
  expect(secrets.decrypt(row!.access_token_sealed)).toBe(connection.tokens.accessToken);
});
