import { describe, expect, it } from 'vitest';
import { signedInCreator } from '../testing/accounts-world.ts';
import { jobsLeftToWork } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { liveKeyCampaign } from '../testing/keys-world.ts';
import {
  INVITE_CREATORS,
  MARK_NOTIFICATIONS_READ,
  MY_NOTIFICATIONS,
  REQUEST_KEY,
  REVIEW_KEY_PARTICIPANTS,
  SAVE_NOTIFICATION_SETTINGS,
} from './operations.ts';

const app = useTestApp();

/** A live Key campaign of a reviewed company. */
const liveCampaign = (name: string) => liveKeyCampaign(app, { name });

const invite = async (email: string, name: string) => {
  const company = await liveCampaign(name);
  const invited = await company.client.op(INVITE_CREATORS, {
    input: { activationType: 'KEY', activationId: company.campaignId, inviteType: 'EMAIL', emails: email },
  });
  expect(invited.data!.inviteCreators.invited).toBe(1);
};

const invitationMailsTo = async (email: string) =>
  (await (await fetch(`${app.localUrl}/dev/outbox`)).text())
    .split('<article>')
    .filter((a) => a.includes(`<strong>${email}</strong>`) && a.includes('You are invited')).length;

describe('In-app notifications beside the mails, and the email switches', () => {
  it('an invitation reaches the bell and the inbox; with the switch off only the bell; marking read empties the count', async () => {
    const creator = await signedInCreator(app);
    await invite(creator.email, 'First keys');
    await app.mailTo(creator.email, 'You are invited');
    const first = (await creator.client.op(MY_NOTIFICATIONS)).data!.myNotifications;
    expect(first.unread).toBe(1);
    expect(first.items[0]).toMatchObject({ kind: 'invitations', title: 'You are invited to a Key campaign on Lurkit' });
    expect(first.items[0]!.path).toMatch(/^\/invitations\//);

    const off = { invitations: false, deadlineReminders: true, campaignUpdates: true };
    expect((await creator.client.op(SAVE_NOTIFICATION_SETTINGS, { input: off })).errors).toEqual([]);
    await invite(creator.email, 'Second keys');
    expect((await creator.client.op(MY_NOTIFICATIONS)).data!.myNotifications.unread).toBe(2);

    await creator.client.op(SAVE_NOTIFICATION_SETTINGS, { input: { ...off, invitations: true } });
    await invite(creator.email, 'Third keys');
    await app.mailTo(creator.email, 'You are invited');
    // Once no job is left to work, any mail for the second invitation would have gone out.
    await expect.poll(() => jobsLeftToWork(app.databaseUrl), { timeout: 20_000, interval: 100 }).toBe(0);
    expect(await invitationMailsTo(creator.email)).toBe(2);

    const [newest] = (await creator.client.op(MY_NOTIFICATIONS)).data!.myNotifications.items;
    const one = await creator.client.op(MARK_NOTIFICATIONS_READ, { ids: [newest!.id] });
    expect(one.data!.markNotificationsRead.unread).toBe(2);
    expect((await creator.client.op(MARK_NOTIFICATIONS_READ, { ids: null })).data!.markNotificationsRead.unread).toBe(0);
  });

  it('a company’s answer to a Key request raises the bell’s unread count and mails the creator, with the campaign linked', async () => {
    const creator = await signedInCreator(app);
    const company = await liveCampaign('Answered keys');
    const requested = await creator.client.op(REQUEST_KEY, { campaignId: company.campaignId, agreementAccepted: true });
    expect(requested.errors).toEqual([]);
    expect((await creator.client.op(MY_NOTIFICATIONS)).data!.myNotifications.unread).toBe(0);

    const accepted = await company.client.op(REVIEW_KEY_PARTICIPANTS, {
      campaignId: company.campaignId,
      participantIds: [requested.data!.requestKey.id],
      decision: 'accept',
    });
    expect(accepted.errors).toEqual([]);
    const bell = (await creator.client.op(MY_NOTIFICATIONS)).data!.myNotifications;
    expect(bell.unread).toBe(1);
    expect(bell.items[0]).toMatchObject({
      kind: 'campaignUpdates',
      title: 'Your request for Answered keys was accepted',
      path: `/campaigns/${company.campaignId}`,
    });
    expect(await app.mailTo(creator.email, 'Your request for Answered keys was accepted')).toContain('Claim your key');
  });

  it('keeps each person to their own notifications', async () => {
    const creator = await signedInCreator(app);
    await invite(creator.email, 'Private keys');
    const id = (await creator.client.op(MY_NOTIFICATIONS)).data!.myNotifications.items[0]!.id;
    const other = await signedInCreator(app);
    expect((await other.client.op(MY_NOTIFICATIONS)).data!.myNotifications).toEqual({ unread: 0, items: [] });
    await other.client.op(MARK_NOTIFICATIONS_READ, { ids: [id] });
    expect((await creator.client.op(MY_NOTIFICATIONS)).data!.myNotifications.unread).toBe(1);
    expect((await app.client().op(MY_NOTIFICATIONS)).errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
