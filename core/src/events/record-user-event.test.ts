import { describe, expect, it } from 'vitest';
import type { UserEvent, UserEventRepositoryPort } from './user-event-repository.port.ts';
import { RecordUserEvent } from './record-user-event.ts';

class InMemoryUserEvents implements UserEventRepositoryPort {
  readonly events: UserEvent[] = [];
  async record(event: UserEvent) {
    this.events.push(event);
  }
}

const now = new Date('2026-11-21T10:00:00Z');
const body = {
  name: 'User Init',
  data: { user_id: 'u1', user_name: 'democompany', language: 'en', user_type: 'Company', company_id: 'c1', company_name: 'Demo' },
  metaData: { user_id: 'u1', device_id: 'd1' },
};

describe('RecordUserEvent', () => {
  it('stores the event with the session user, not the id the client claims', async () => {
    const userEvents = new InMemoryUserEvents();
    const result = await new RecordUserEvent({ userEvents, clock: { now: () => now } }).execute({ body, sessionUserId: 'server-user' });
    expect(result.ok).toBe(true);
    expect(userEvents.events).toEqual([
      expect.objectContaining({ name: 'User Init', userId: 'server-user', deviceId: 'd1', createdAt: now, data: body.data }),
    ]);
  });

  it('refuses an unknown event name and stores nothing', async () => {
    const userEvents = new InMemoryUserEvents();
    const result = await new RecordUserEvent({ userEvents, clock: { now: () => now } }).execute({
      body: { ...body, name: 'Drop Tables' },
      sessionUserId: null,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('EVENT.INVALID');
    expect(userEvents.events).toEqual([]);
  });

  it('refuses text the database cannot store, in every field, and a device id longer than its column', async () => {
    const fields = [...Object.keys(body.data).map((key) => ['data', key]), ...Object.keys(body.metaData).map((key) => ['metaData', key])];
    for (const bad of ['a\u0000b', '\ud800', 'x'.repeat(201)])
      for (const [group, key] of fields) {
        const userEvents = new InMemoryUserEvents();
        const hostile = { ...body, [group!]: { ...body[group as 'data'], [key!]: bad } };
        const result = await new RecordUserEvent({ userEvents, clock: { now: () => now } }).execute({ body: hostile, sessionUserId: null });
        expect(result.ok, `${group}.${key}`).toBe(false);
        expect(userEvents.events).toEqual([]);
      }
    const longDevice = { ...body, metaData: { ...body.metaData, device_id: 'd'.repeat(101) } };
    const result = await new RecordUserEvent({ userEvents: new InMemoryUserEvents(), clock: { now: () => now } }).execute({
      body: longDevice,
      sessionUserId: null,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('At most 100 characters.');
  });

  it('refuses an array where an object belongs (valibot reads an array as an object of no fields)', async () => {
    for (const hostile of [[body], { ...body, data: [] }, { ...body, metaData: ['d1'] }]) {
      const userEvents = new InMemoryUserEvents();
      const result = await new RecordUserEvent({ userEvents, clock: { now: () => now } }).execute({ body: hostile, sessionUserId: null });
      expect(result.ok, JSON.stringify(hostile)).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('EVENT.INVALID');
      expect(userEvents.events).toEqual([]);
    }
  });
});
