import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { Notification } from '../domain/notification.entity.ts';
import type { NotificationRepositoryPort } from './notification-repository.port.ts';

export interface NotificationRepositoryFixture extends ContractFixture {
  notifications: NotificationRepositoryPort;
  /** A saved user's id. */
  aUser: () => Promise<string>;
}

const uuid = () => globalThis.crypto.randomUUID();
export const aNotification = (userId: string, changes: Partial<Notification> = {}): Notification => ({
  id: uuid(),
  userId,
  kind: 'deadlineReminders',
  title: 'Your Moonlight Drifters content is due in 24 hours',
  path: '/campaigns/abc',
  createdAt: BUILDER_NOW,
  readAt: null,
  ...changes,
});

export function describeNotificationRepositoryContract(name: string, make: () => Promise<NotificationRepositoryFixture>): void {
  describeContract('NotificationRepositoryPort', name, make, (fixture) => {
    it('lists a person their own notifications newest first, at most the limit, and counts the unread', async () => {
      const [me, other] = [await fixture().aUser(), await fixture().aUser()];
      const older = aNotification(me, { createdAt: new Date(BUILDER_NOW.getTime() - 60_000) });
      const newer = aNotification(me, { kind: 'invitations', path: '/invitations/x' });
      for (const n of [older, newer, aNotification(other)]) await fixture().notifications.add(n);
      expect(await fixture().notifications.listFor(me, 10)).toEqual([newer, older]);
      expect(await fixture().notifications.listFor(me, 1)).toEqual([newer]);
      expect(await fixture().notifications.unreadCount(me)).toBe(2);
      expect(await fixture().notifications.listFor('not-an-id', 10)).toEqual([]);
    });

    it('marks read only the person own ones, some or all, once', async () => {
      const [me, other] = [await fixture().aUser(), await fixture().aUser()];
      const [a, b] = [aNotification(me), aNotification(me)];
      const theirs = aNotification(other);
      for (const n of [a, b, theirs]) await fixture().notifications.add(n);
      const at = new Date(BUILDER_NOW.getTime() + 1000);
      await fixture().notifications.markRead(me, [a.id, theirs.id], at);
      expect(await fixture().notifications.unreadCount(me)).toBe(1);
      expect(await fixture().notifications.unreadCount(other)).toBe(1);
      await fixture().notifications.markRead(me, null, new Date(at.getTime() + 1000));
      expect(await fixture().notifications.unreadCount(me)).toBe(0);
      const read = await fixture().notifications.listFor(me, 10);
      expect(read.find((n) => n.id === a.id)?.readAt).toEqual(at);
      await fixture().notifications.markRead(me, ['not-an-id'], at);
    });
  });
}
