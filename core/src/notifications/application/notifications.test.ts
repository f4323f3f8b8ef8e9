import { describe, expect, it } from 'vitest';
import type { EmailMessage } from '../../shared/mailer.port.ts';
import { RecordingMailer } from '../../shared/testing/recording-mailer.ts';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { InMemoryNotificationRecipients } from '../testing/in-memory-notification-recipients.ts';
import { InMemoryNotificationRepository } from '../testing/in-memory-notification-repository.ts';
import { ListNotifications } from './list-notifications.ts';
import { MarkNotificationsRead } from './mark-notifications-read.ts';
import { NotifyingMailer } from './notifying-mailer.ts';

const creatorId = 'c0000000-0000-4000-8000-000000000001';
const setup = () => {
  const inner = new RecordingMailer();
  const notifications = new InMemoryNotificationRepository();
  const recipients = new InMemoryNotificationRecipients();
  const deps = { notifications, recipients, clock: new SettableClock(BUILDER_NOW) };
  recipients.add('anna@example.com', { userId: creatorId, emails: { invitations: false, deadlineReminders: true, campaignUpdates: true } });
  return { inner, deps, mailer: new NotifyingMailer(inner, deps) };
};
const mail = (changes: Partial<EmailMessage> = {}): EmailMessage => ({
  to: 'Anna@Example.com',
  subject: 'Moonlight Drifters ends in 5 days',
  text: 'Submit your content.',
  html: '<p>Submit your content.</p>',
  notification: { kind: 'deadlineReminders', path: '/missions/m1' },
  ...changes,
});

describe('NotifyingMailer', () => {
  it('puts a mail to act on under the bell and sends it while its switch is on', async () => {
    const { inner, deps, mailer } = setup();
    await mailer.send(mail());
    expect(inner.sent).toHaveLength(1);
    expect(inner.sent[0]).not.toHaveProperty('notification');
    const view = await new ListNotifications(deps).execute({ userId: creatorId });
    expect(view).toMatchObject({
      unread: 1,
      items: [{ title: 'Moonlight Drifters ends in 5 days', path: '/missions/m1', kind: 'deadlineReminders' }],
    });
  });

  it('keeps the mail back when the switch is off, but still notifies in the app', async () => {
    const { inner, deps, mailer } = setup();
    await mailer.send(mail({ notification: { kind: 'invitations', path: '/invitations/i1' } }));
    expect(inner.sent).toHaveLength(0);
    expect((await new ListNotifications(deps).execute({ userId: creatorId })).unread).toBe(1);
  });

  it('always sends account mails and mails to addresses without an account, notifying nobody', async () => {
    const { inner, deps, mailer } = setup();
    const { notification: _none, ...accountMail } = mail();
    await mailer.send(accountMail);
    await mailer.send(mail({ to: 'new@example.com', notification: { kind: 'invitations', path: '/invitations/i2' } }));
    expect(inner.sent.map((m) => m.to)).toEqual(['Anna@Example.com', 'new@example.com']);
    expect((await new ListNotifications(deps).execute({ userId: creatorId })).unread).toBe(0);
  });
});

describe('MarkNotificationsRead', () => {
  it('marks the chosen ones read, then all', async () => {
    const { deps, mailer } = setup();
    await mailer.send(mail());
    await mailer.send(mail({ subject: 'Another' }));
    const [first] = (await new ListNotifications(deps).execute({ userId: creatorId })).items;
    await new MarkNotificationsRead(deps).execute({ userId: creatorId, ids: [first!.id] });
    expect((await new ListNotifications(deps).execute({ userId: creatorId })).unread).toBe(1);
    await new MarkNotificationsRead(deps).execute({ userId: creatorId, ids: null });
    const after = await new ListNotifications(deps).execute({ userId: creatorId });
    expect(after.unread).toBe(0);
    expect(after.items.every((n) => n.readAt?.getTime() === BUILDER_NOW.getTime())).toBe(true);
  });
});
