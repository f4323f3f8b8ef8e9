import { describe, expect, it } from 'vitest';
import { signedInCompanyUser } from '../testing/accounts-world.ts';
import { signInThroughSandbox } from '../testing/oauth-sandbox.ts';
import { useTestApp } from '../testing/test-app.ts';
import { ME, MY_CREATOR_ACCESS, REQUEST_CREATOR_ACCESS } from './operations.ts';

const app = useTestApp();
// Each file has a database of its own: a count makes the names unique, the same on every run.
let made = 0;
const unique = (prefix: string) => `${prefix}${String((made += 1)).padStart(6, '0')}`;

/** A new person signed in with a sandbox channel named `login` (see sandboxChannelFigures). */
async function userWithChannel(provider: 'twitch' | 'youtube' | 'tiktok', login: string) {
  const client = app.client();
  await signInThroughSandbox(client, provider, login);
  return client;
}

const statusOf = async (client: ReturnType<typeof app.client>) => (await client.op(MY_CREATOR_ACCESS)).data?.myCreatorAccess.status;

describe('Gaining full creator access', () => {
  it('verifies a qualifying Twitch channel in the worker and turns the User into a Creator', async () => {
    const client = await userWithChannel('twitch', unique('big'));
    const before = await client.op(MY_CREATOR_ACCESS);
    expect(before.data?.myCreatorAccess).toMatchObject({ status: 'notRequested', requestedAt: null });
    expect(before.data?.myCreatorAccess.thresholds).toContainEqual(
      expect.objectContaining({ provider: 'tiktok', minFollowers: 250, minAccountAgeDays: 30, businessAccountRequired: true }),
    );

    const requested = await client.op(REQUEST_CREATOR_ACCESS);
    expect(requested.data?.requestCreatorAccess).toMatchObject({ status: 'verificationInProgress', decidedAt: null });
    const again = await client.op(REQUEST_CREATOR_ACCESS);
    expect(again.errors?.[0]?.extensions?.code).toBe('STATE.TRANSITION_NOT_ALLOWED');

    await expect.poll(() => statusOf(client), { timeout: 20_000, interval: 300 }).toBe('granted');
    const granted = (await client.op(MY_CREATOR_ACCESS)).data!.myCreatorAccess;
    expect(granted.channels).toEqual([expect.objectContaining({ provider: 'twitch', qualifies: true, refusals: [] })]);
    await expect.poll(async () => (await client.op(ME)).data?.me?.userType, { timeout: 5_000, interval: 300 }).toBe('Creator');
  });

  it('refuses a small YouTube channel with the reason in words, and lets the person ask again', async () => {
    const client = await userWithChannel('youtube', unique('small'));
    await client.op(REQUEST_CREATOR_ACCESS);
    await expect.poll(() => statusOf(client), { timeout: 20_000, interval: 300 }).toBe('refused');

    const refused = (await client.op(MY_CREATOR_ACCESS)).data!.myCreatorAccess;
    expect(refused.channels[0]?.refusals).toEqual([
      {
        reason: 'insufficientFollowers',
        message: expect.stringMatching(/^Your YouTube channel needs at least 250 subscribers; it has \d+\.$/),
      },
    ]);
    expect((await client.op(ME)).data?.me?.userType).toBe('User');
    expect((await client.op(REQUEST_CREATOR_ACCESS)).data?.requestCreatorAccess.status).toBe('verificationInProgress');
  });

  it('grants a TikTok creator on a business account with 250 followers and 30 days, read from TikTok’s APIs', async () => {
    const client = await userWithChannel('tiktok', unique('dancer'));
    await client.op(REQUEST_CREATOR_ACCESS);
    await expect.poll(() => statusOf(client), { timeout: 20_000, interval: 300 }).toBe('granted');
    const granted = (await client.op(MY_CREATOR_ACCESS)).data!.myCreatorAccess;
    expect(granted.channels).toEqual([expect.objectContaining({ provider: 'tiktok', qualifies: true, refusals: [] })]);
  });

  it('refuses a TikTok personal account for not being a business account, however followed and old', async () => {
    const client = await userWithChannel('tiktok', unique('personal'));
    await client.op(REQUEST_CREATOR_ACCESS);
    await expect.poll(() => statusOf(client), { timeout: 20_000, interval: 300 }).toBe('refused');
    const refused = (await client.op(MY_CREATOR_ACCESS)).data!.myCreatorAccess;
    expect(refused.channels[0]?.refusals).toEqual([
      { reason: 'notBusinessAccount', message: 'Your TikTok account must be a business account.' },
    ]);
    expect((await client.op(ME)).data?.me?.userType).toBe('User');
  });

  it('refuses a request without a connected channel at its field, and a company member or a visitor outright', async () => {
    // Registering with a company name already taken gives a plain User, with no channel connected.
    const owner = await signedInCompanyUser(app);
    const registered = await signedInCompanyUser(app, { companyName: owner.input.companyName });
    const noChannel = await registered.client.op(REQUEST_CREATOR_ACCESS);
    expect(noChannel.errors?.[0]?.extensions).toMatchObject({ code: 'CREATOR_ACCESS.NO_CHANNEL', field: 'channels' });
    expect(await statusOf(registered.client)).toBe('notRequested');

    expect((await owner.client.op(REQUEST_CREATOR_ACCESS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().op(REQUEST_CREATOR_ACCESS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.client().op(MY_CREATOR_ACCESS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
