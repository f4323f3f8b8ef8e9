import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../shared/testing/describe-contract.ts';
import type { UserEvent, UserEventRepositoryPort } from './user-event-repository.port.ts';

export interface UserEventRepositoryFixture extends ContractFixture {
  repo: UserEventRepositoryPort;
  /** Reads back what was recorded, newest first; the port itself only writes. */
  listRecent: (limit: number) => Promise<UserEvent[]>;
  /** Saves a user a signed-in event may name and answers their id; a random id when absent. */
  user?: () => Promise<string>;
}

const uuid = () => globalThis.crypto.randomUUID();

export function anEventRecord(changes: Partial<UserEvent> = {}): UserEvent {
  return {
    id: uuid(),
    name: 'User Init',
    userId: null,
    deviceId: null,
    data: {},
    metaData: {},
    createdAt: new Date('2025-12-01T09:00:00.000Z'),
    ...changes,
  };
}

/** The database may hold events from other tests, so each test reads back only the ids it recorded. */
export function describeUserEventRepositoryContract(name: string, make: () => Promise<UserEventRepositoryFixture>): void {
  describeContract('UserEventRepositoryPort', name, make, (fixture) => {
    const recorded = async (events: UserEvent[]) => {
      const ids = events.map((e) => e.id);
      return (await fixture().listRecent(10_000)).filter((e) => ids.includes(e.id));
    };

    it('records anonymous and signed-in events with their JSON data, every field kept', async () => {
      const userId = (await fixture().user?.()) ?? uuid();
      const anonymous = anEventRecord({
        deviceId: 'device-1',
        data: { path: '/login', nested: { a: [1, 2] } },
        metaData: { userAgent: 'test' },
        createdAt: new Date('2025-12-01T10:00:00.000Z'),
      });
      const signedIn = anEventRecord({ userId, createdAt: new Date('2025-12-01T11:00:00.000Z') });
      await fixture().repo.record(anonymous);
      await fixture().repo.record(signedIn);
      expect(await recorded([anonymous, signedIn])).toEqual([signedIn, anonymous]);
    });

    it('refuses a second event with the same id, keeping the first', async () => {
      const event = anEventRecord();
      await fixture().repo.record(event);
      await expect(fixture().repo.record({ ...event, name: 'Other' })).rejects.toThrow();
      expect(await recorded([event])).toEqual([event]);
    });

    it('keeps what it recorded when the caller changes its event afterwards', async () => {
      const data: Record<string, unknown> = { path: '/a' };
      const event = anEventRecord({ data });
      await fixture().repo.record(event);
      data['path'] = '/changed';
      const [found] = await recorded([event]);
      expect(found?.data).toEqual({ path: '/a' });
      Object.assign(found?.data ?? {}, { path: '/mutated' });
      expect((await recorded([event]))[0]?.data).toEqual({ path: '/a' });
    });
  });
}
