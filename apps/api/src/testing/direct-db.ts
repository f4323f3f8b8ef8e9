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

/** Runs SQL on the test database directly: faults no endpoint can cause, and rows no endpoint shows. */
export async function sql<T extends object = Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const orm = await createOrm(databaseUrl, { poolMax: 1 });
  try {
    return await orm.em.getConnection().execute<T[]>(text, params);
  } finally {
    await orm.close();
  }
}

/**
 * Background jobs and mails due now and not yet worked (queued, retrying or running). Zero means the
 * worker has caught up: a test waits for that state instead of waiting a while for something that must
 * not happen.
 */
export async function jobsLeftToWork(databaseUrl: string): Promise<number> {
  const [row] = await sql<{ n: number }>(
    databaseUrl,
    `select (select count(*) from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now())::int
          + (select count(*) from mail_delivery where state in ('queued', 'sending') and available_at <= now())::int as n`,
  );
  return row?.n ?? 0;
}
