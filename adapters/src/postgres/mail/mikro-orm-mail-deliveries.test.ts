import type { EmailMessage, MailCategory } from '@lurkit/core/shared/mailer.port.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmMailDeliveries } from './mikro-orm-mail-deliveries.ts';

const db = useTestDatabase();
const deliveries = () => new MikroOrmMailDeliveries(db().orm.em.fork());
const mail = (to: string, category?: MailCategory): EmailMessage => ({
  to,
  subject: 'Hi',
  text: 'x',
  html: '<p>x</p>',
  ...(category ? { category } : {}),
});
const lease = { batchSize: 50, leaseSeconds: 30 };
const sql = (text: string, params: unknown[] = []) => db().orm.em.getConnection().execute(text, params);

beforeEach(async () => {
  await sql('delete from mail_delivery');
});

describe('the mail queue', () => {
  it('gives every category its turn: one of each before a second of any', async () => {
    for (let i = 0; i < 20; i += 1) await deliveries().enqueue(mail(`reset${i}@example.com`, 'password-reset'));
    await deliveries().enqueue(mail('invited@example.com', 'invitation'));
    await deliveries().enqueue(mail('new@example.com', 'sign-up'));
    await deliveries().enqueue(mail('bell@example.com'));

    const claimed = await deliveries().claim({ ...lease, batchSize: 4 });
    expect(claimed.map((c) => c.category).sort()).toEqual(['invitation', 'notification', 'password-reset', 'sign-up']);
    expect(claimed.find((c) => c.category === 'password-reset')?.message.to).toBe('reset0@example.com');
  });

  it('gives every recipient its turn within a category, so a flood to one address waits behind others', async () => {
    for (let i = 0; i < 20; i += 1) await deliveries().enqueue(mail('flooded@example.com'));
    await deliveries().enqueue(mail('other@example.com'));
    await deliveries().enqueue(mail('Flooded@Example.com'));

    const claimed = await deliveries().claim({ ...lease, batchSize: 2 });
    expect(claimed.map((c) => c.message.to).sort()).toEqual(['flooded@example.com', 'other@example.com']);
    // The address in other letters is the same recipient: its mail waits its turn behind the flood.
    const rest = await deliveries().claim(lease);
    expect(rest.map((c) => c.message.to).at(-1)).toBe('Flooded@Example.com');
  });

  it('gives every sender its turn within a category, so one company inviting many waits behind another', async () => {
    const invitation = (to: string, sender: string): EmailMessage => ({ ...mail(to, 'invitation'), sender });
    for (let i = 0; i < 50; i += 1) await deliveries().enqueue(invitation(`creator${i}@example.com`, 'company-a'));
    await deliveries().enqueue(invitation('other@example.com', 'company-b'));

    const claimed = await deliveries().claim({ ...lease, batchSize: 2 });
    expect(claimed.map((c) => [c.message.sender, c.message.to])).toEqual(
      expect.arrayContaining([
        ['company-a', 'creator0@example.com'],
        ['company-b', 'other@example.com'],
      ]),
    );
    expect(claimed).toHaveLength(2);
  });

  it('ranks only a window of the oldest turns, yet offers every waiting sender its next mail and every recipient its turn', async () => {
    const invitation = (to: string, sender: string): EmailMessage => ({ ...mail(to, 'invitation'), sender });
    // One company's invitations fill the window many times over before another company's arrives.
    for (let i = 0; i < 30; i += 1) await deliveries().enqueue(invitation(`creator${i}@example.com`, 'company-a'));
    await deliveries().enqueue(invitation('other@example.com', 'company-b'));
    for (let i = 0; i < 30; i += 1) await deliveries().enqueue(mail('flooded@example.com'));
    await deliveries().enqueue(mail('bell@example.com'));

    const claimed = await deliveries().claim({ ...lease, batchSize: 4, rankWindow: 5 });
    expect(claimed.map((c) => [c.category, c.message.sender ?? null, c.message.to])).toEqual(
      expect.arrayContaining([
        ['invitation', 'company-a', 'creator0@example.com'],
        ['invitation', 'company-b', 'other@example.com'],
        ['notification', null, 'flooded@example.com'],
        ['notification', null, 'bell@example.com'],
      ]),
    );
    expect(claimed).toHaveLength(4);
  });

  it("takes turns between a sender's recipients, so one address it floods waits behind its others", async () => {
    const invitation = (to: string): EmailMessage => ({ ...mail(to, 'invitation'), sender: 'company-a' });
    for (let i = 0; i < 5; i += 1) await deliveries().enqueue(invitation('flooded@example.com'));
    await deliveries().enqueue(invitation('other@example.com'));

    const claimed = await deliveries().claim({ ...lease, batchSize: 2 });
    expect(claimed.map((c) => c.message.to).sort()).toEqual(['flooded@example.com', 'other@example.com']);
  });

  it('lets a newcomer join the round in progress, not jump ahead of mail already waiting its turn', async () => {
    for (const to of ['a', 'b']) for (let i = 0; i < 3; i += 1) await deliveries().enqueue(mail(`${to}@example.com`));
    const firstRound = await deliveries().claim({ ...lease, batchSize: 2 });
    for (const claimed of firstRound) await deliveries().markSent(claimed.id);
    // a and b each wait with turns 1 and 2; c joins at turn 1, beside them, not at 0 before them.
    await deliveries().enqueue(mail('c@example.com'));
    const secondRound = await deliveries().claim({ ...lease, batchSize: 3 });
    expect(secondRound.map((c) => c.message.to).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it('hands each mail to one of several simultaneous claims', async () => {
    for (let i = 0; i < 40; i += 1) await deliveries().enqueue(mail(`many${i}@example.com`));
    const claims = await Promise.all(Array.from({ length: 8 }, () => deliveries().claim({ ...lease, batchSize: 10 })));
    const ids = claims.flat().map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(40);
  });

  it('puts a claim back once its lease passed (the worker holding it died), not before, and counts the attempt', async () => {
    const id = await deliveries().enqueue(mail('lapsed@example.com'));
    expect(await deliveries().claim(lease)).toHaveLength(1);
    expect(await deliveries().requeueLapsed()).toBe(0);
    expect(await deliveries().claim(lease)).toEqual([]);
    await sql(`update mail_delivery set lease_until = now() - interval '1 second' where id = ?`, [id]);
    expect(await deliveries().requeueLapsed()).toBe(1);
    expect((await deliveries().claim(lease)).map((c) => [c.id, c.attempts])).toEqual([[id, 2]]);
  });

  it('never claims a mail sent, and gives one up after its last attempt', async () => {
    const sent = await deliveries().enqueue(mail('sent@example.com'));
    const refused = await deliveries().enqueue(mail('refused@example.com'));
    await deliveries().claim(lease);
    await deliveries().markSent(sent);
    expect(await deliveries().retryLater(refused, 0, 2)).toBe('queued');
    expect((await deliveries().claim(lease)).map((c) => c.id)).toEqual([refused]);
    expect(await deliveries().retryLater(refused, 0, 2)).toBe('failed');
    expect(await deliveries().claim(lease)).toEqual([]);
    expect(await deliveries().stateOf(sent)).toEqual({ state: 'sent', attempts: 1 });
    expect(await deliveries().stateOf(refused)).toEqual({ state: 'failed', attempts: 2 });
  });

  it('waits out a retry delay before claiming the mail again', async () => {
    const id = await deliveries().enqueue(mail('later@example.com'));
    await deliveries().claim(lease);
    await deliveries().retryLater(id, 3600, 6);
    expect(await deliveries().claim(lease)).toEqual([]);
  });
});
