import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmMailDeliveries } from './mikro-orm-mail-deliveries.ts';

const db = useTestDatabase();
let deliveries: MikroOrmMailDeliveries;
beforeAll(async () => {
  deliveries = new MikroOrmMailDeliveries(db().orm.em);
});

const newId = () => globalThis.crypto.randomUUID();
const backdateClaim = (id: string, seconds: number) =>
  db().orm.em.getConnection().execute(`update mail_delivery set claimed_at = now() - make_interval(secs => ?) where id = ?`, [seconds, id]);

describe('mail deliveries', () => {
  it('lets one of several simultaneous claims win', async () => {
    const id = newId();
    const claims = await Promise.all(Array.from({ length: 8 }, () => new MikroOrmMailDeliveries(db().orm.em.fork()).claim(id, 30)));
    expect(claims.filter((c) => c === 'claimed')).toHaveLength(1);
    expect(claims.filter((c) => c === 'busy')).toHaveLength(7);
  });

  it('answers sent, and claims nothing, once the mail went out', async () => {
    const id = newId();
    expect(await deliveries.claim(id, 30)).toBe('claimed');
    await deliveries.markSent(id);
    expect(await deliveries.claim(id, 30)).toBe('sent');
    expect(await deliveries.stateOf(id)).toEqual({ state: 'sent', attempts: 1 });
  });

  it('hands a claim over once its lease passed (the worker holding it died), not before', async () => {
    const id = newId();
    expect(await deliveries.claim(id, 30)).toBe('claimed');
    await backdateClaim(id, 20);
    expect(await deliveries.claim(id, 30)).toBe('busy');
    await backdateClaim(id, 31);
    expect(await deliveries.claim(id, 30)).toBe('claimed');
    expect(await deliveries.stateOf(id)).toEqual({ state: 'sending', attempts: 2 });
  });

  it('prunes deliveries older than any job that could still be handed out', async () => {
    const old = newId();
    const recent = newId();
    await deliveries.claim(old, 30);
    await deliveries.claim(recent, 30);
    await backdateClaim(old, 31 * 24 * 3600);
    expect(await deliveries.prune(30)).toBe(1);
    expect(await deliveries.stateOf(old)).toBeNull();
    expect(await deliveries.stateOf(recent)).not.toBeNull();
  });

  it('lets a retry claim at once a mail the transport refused', async () => {
    const id = newId();
    expect(await deliveries.claim(id, 30)).toBe('claimed');
    await deliveries.release(id);
    expect(await deliveries.claim(id, 30)).toBe('claimed');
  });
});
