import { createOrm } from '@lurkit/adapters/postgres/shared/create-orm.ts';
import { MikroOrmUserRepository } from '@lurkit/adapters/postgres/accounts/mikro-orm-user-repository.ts';
import type { User } from '@lurkit/core/accounts/domain/user.entity.ts';

/** Changes an account the way staff tooling would, for states no public endpoint reaches. */
export async function updateUser(databaseUrl: string, username: string, change: (user: User) => User): Promise<void> {
  const orm = await createOrm(databaseUrl);
  try {
    const users = new MikroOrmUserRepository(orm.em.fork());
    const user = await users.findByUsername(username);
    if (!user) throw new Error(`No user ${username}`);
    await users.save(change(user));
  } finally {
    await orm.close();
  }
}
