import { aUserRecord } from '@lurkit/core/accounts/testing/contract-fixtures.ts';
import { expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmUserRepository } from '../accounts/mikro-orm-user-repository.ts';

const db = useTestDatabase();

it("runs repository calls inside the caller's transaction, so a rollback undoes them", async () => {
  const kept = aUserRecord();
  const rolledBack = aUserRecord();
  await db()
    .orm.em.fork()
    .transactional(async (em) => {
      await new MikroOrmUserRepository(em).save(kept);
    });
  const failing = db()
    .orm.em.fork()
    .transactional(async (em) => {
      const users = new MikroOrmUserRepository(em);
      await users.save(rolledBack);
      // Visible inside the transaction...
      expect(await users.findById(rolledBack.id)).toEqual(rolledBack);
      throw new Error('abort');
    });
  await expect(failing).rejects.toThrow('abort');

  const users = new MikroOrmUserRepository(db().orm.em.fork());
  expect(await users.findById(kept.id)).toEqual(kept);
  // ...and gone after the rollback.
  expect(await users.findById(rolledBack.id)).toBeNull();
});

it('sees its own updates and deletes, because every call starts with an empty identity map', async () => {
  const user = aUserRecord();
  const users = new MikroOrmUserRepository(db().orm.em.fork());
  await users.save(user);
  expect(await users.findById(user.id)).toEqual(user);
  await users.save({ ...user, failedSignInAttempts: 4 });
  expect((await users.findById(user.id))?.failedSignInAttempts).toBe(4);
  await users.delete(user.id);
  expect(await users.findById(user.id)).toBeNull();
});
