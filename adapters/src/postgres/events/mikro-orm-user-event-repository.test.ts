import type { UserEvent } from '@lurkit/core/events/user-event-repository.port.ts';
import { aUserRecord } from '@lurkit/core/accounts/testing/contract-fixtures.ts';
import { describeUserEventRepositoryContract } from '@lurkit/core/events/user-event-repository.contract.ts';
import { expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmUserEventRepository } from './mikro-orm-user-event-repository.ts';
import { MikroOrmUserRepository } from '../accounts/mikro-orm-user-repository.ts';

const db = useTestDatabase();

const anEvent = (overrides: Partial<UserEvent> = {}): UserEvent => ({
  id: globalThis.crypto.randomUUID(),
  name: 'User Init',
  userId: null,
  deviceId: null,
  data: {},
  metaData: {},
  createdAt: new Date('2026-01-01T10:00:00.000Z'),
  ...overrides,
});

it('records anonymous and signed-in events with their JSON data', async () => {
  const user = aUserRecord();
  await new MikroOrmUserRepository(db().orm.em.fork()).save(user);
  const events = new MikroOrmUserEventRepository(db().orm.em.fork());
  const anonymous = anEvent({ deviceId: 'device-1', data: { path: '/login', nested: { a: [1, 2] } }, metaData: { userAgent: 'test' } });
  const signedIn = anEvent({ userId: user.id, createdAt: new Date('2026-01-01T11:00:00.000Z') });
  await events.record(anonymous);
  await events.record(signedIn);

  expect(await new MikroOrmUserEventRepository(db().orm.em.fork()).listRecent()).toEqual([signedIn, anonymous]);
});

it('keeps the events of a deleted account, without the account', async () => {
  const user = aUserRecord();
  const users = new MikroOrmUserRepository(db().orm.em.fork());
  await users.save(user);
  const events = new MikroOrmUserEventRepository(db().orm.em.fork());
  const event = anEvent({ userId: user.id, createdAt: new Date('2026-01-02T00:00:00.000Z') });
  await events.record(event);
  await users.delete(user.id);

  expect(await events.listRecent(1)).toEqual([{ ...event, userId: null }]);
});

describeUserEventRepositoryContract('PostgreSQL', async () => ({
  repo: new MikroOrmUserEventRepository(db().orm.em.fork()),
  listRecent: (limit) => new MikroOrmUserEventRepository(db().orm.em.fork()).listRecent(limit),
  user: async () => {
    const user = aUserRecord();
    await new MikroOrmUserRepository(db().orm.em.fork()).save(user);
    return user.id;
  },
}));
