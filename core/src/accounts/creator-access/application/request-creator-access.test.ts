import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../../shared/testing/settable-clock.ts';
import { DAY_MS, addMs } from '../../../shared/time.ts';
import { aUser } from '../../testing/builders.ts';
import { InMemoryUserRepository } from '../../testing/in-memory-user-repository.ts';
import { refusalReasons } from '../domain/creator-access.entity.ts';
import { ACCESS_NOW, channelStats } from '../testing/qualifying-channel.ts';
import { FakeChannelStatistics } from '../../../shared/testing/fake-channel-statistics.ts';
import { InMemoryCreatorAccessRepository } from '../testing/in-memory-creator-access-repository.ts';
import { InMemoryCreatorChannels, RecordingCreatorAccessJobs } from '../testing/in-memory-creator-channels.ts';
import { DecideCreatorAccess } from './decide-creator-access.ts';
import { RequestCreatorAccess } from './request-creator-access.ts';

const twitch = { provider: 'twitch' as const, channelId: 'twitch-1' };
const tiktok = { provider: 'tiktok' as const, channelId: 'tiktok-1' };

async function setup() {
  const deps = {
    creatorAccess: new InMemoryCreatorAccessRepository(),
    channels: new InMemoryCreatorChannels(),
    jobs: new RecordingCreatorAccessJobs(),
    channelStatistics: new FakeChannelStatistics(),
    users: new InMemoryUserRepository(),
    clock: new SettableClock(ACCESS_NOW),
  };
  await deps.users.save(aUser().withId('u1').withUserType('User').build());
  deps.channels.set('u1', [twitch]);
  const request = new RequestCreatorAccess(deps);
  const decide = new DecideCreatorAccess(deps);
  /** The request, then the job it queued. */
  const requestAndVerify = async (userId = 'u1') => {
    const requested = await request.execute({ userId });
    if (!requested.ok) throw new Error(requested.error.message);
    return decide.execute({ userId });
  };
  return { deps, request, decide, requestAndVerify };
}

describe('RequestCreatorAccess and its verification job', () => {
  it('saves the request as in progress and queues its verification, deciding nothing yet', async () => {
    const { deps, request } = await setup();

    const result = await request.execute({ userId: 'u1' });

    expect(result.ok && result.value).toMatchObject({ status: 'verificationInProgress', requestedAt: ACCESS_NOW, decidedAt: null });
    expect(deps.jobs.queued).toEqual(['u1']);
    expect((await deps.users.findById('u1'))?.userType).toBe('User');
  });

  it('grants a qualifying channel and turns the User into a Creator', async () => {
    const { deps, requestAndVerify } = await setup();
    deps.channelStatistics.set(channelStats('twitch'));

    const access = await requestAndVerify();

    expect(access).toMatchObject({ status: 'granted', requestedAt: ACCESS_NOW, decidedAt: ACCESS_NOW });
    expect(deps.creatorAccess.history.map((a) => a.status)).toEqual(['verificationInProgress', 'granted']);
    expect((await deps.users.findById('u1'))?.userType).toBe('Creator');
  });

  it('refuses with the reasons of every channel when none qualifies, and the User stays a User', async () => {
    const { deps, requestAndVerify } = await setup();
    deps.channels.set('u1', [twitch, tiktok]);
    deps.channelStatistics.set(channelStats('twitch', { followers: 249, accountCreatedAt: addMs(ACCESS_NOW, -89 * DAY_MS) }));

    const access = await requestAndVerify();

    expect(access?.status).toBe('refused');
    expect(refusalReasons(access!)).toEqual(['channelTooNew', 'insufficientFollowers', 'dataUnavailable']);
    expect(access!.channels.map((c) => [c.provider, c.reasons])).toEqual([
      ['twitch', ['channelTooNew', 'insufficientFollowers']],
      ['tiktok', ['dataUnavailable']],
    ]);
    expect((await deps.users.findById('u1'))?.userType).toBe('User');
  });

  it('grants when any one channel qualifies', async () => {
    const { deps, requestAndVerify } = await setup();
    deps.channels.set('u1', [twitch, tiktok]);
    deps.channelStatistics.set(channelStats('tiktok'));

    const access = await requestAndVerify();

    expect(access?.status).toBe('granted');
    expect(refusalReasons(access!)).toEqual([]);
  });

  it('lets a refused creator ask again once the channel has grown', async () => {
    const { deps, requestAndVerify } = await setup();
    deps.channelStatistics.set(channelStats('twitch', { followers: 249 }));
    await requestAndVerify();
    deps.channelStatistics.set(channelStats('twitch', { followers: 250 }));
    deps.clock.advance(DAY_MS);

    const again = await requestAndVerify();

    expect(again).toMatchObject({ status: 'granted', requestedAt: addMs(ACCESS_NOW, DAY_MS) });
  });

  it('refuses a request while granted, and a request without connected channels', async () => {
    const { deps, request, requestAndVerify } = await setup();
    deps.channelStatistics.set(channelStats('twitch'));
    await requestAndVerify();

    expect(await request.execute({ userId: 'u1' })).toMatchObject({
      ok: false,
      error: { code: 'STATE.TRANSITION_NOT_ALLOWED', from: 'granted' },
    });
    expect(await request.execute({ userId: 'u2' })).toMatchObject({
      ok: false,
      error: { code: 'CREATOR_ACCESS.NO_CHANNEL', field: 'channels' },
    });
  });

  it('refuses a second request while one is being verified', async () => {
    const { deps, request } = await setup();
    await request.execute({ userId: 'u1' });

    const result = await request.execute({ userId: 'u1' });

    expect(result).toMatchObject({ ok: false, error: { from: 'verificationInProgress', event: 'request' } });
    expect(deps.jobs.queued).toEqual(['u1']);
  });

  it('a verification job run twice decides once; a company member granted access stays a company member', async () => {
    const { deps, request, decide } = await setup();
    await deps.users.save(aUser().withId('u1').withUserType('Company').build());
    deps.channelStatistics.set(channelStats('twitch'));
    await request.execute({ userId: 'u1' });

    await decide.execute({ userId: 'u1' });
    deps.clock.advance(DAY_MS);
    const second = await decide.execute({ userId: 'u1' });

    expect(second).toMatchObject({ status: 'granted', decidedAt: ACCESS_NOW });
    expect(deps.creatorAccess.history).toHaveLength(2);
    expect((await deps.users.findById('u1'))?.userType).toBe('Company');
  });

  it('a platform that fails leaves the request in progress for the retry', async () => {
    const { deps, request, decide } = await setup();
    await request.execute({ userId: 'u1' });
    deps.channelStatistics.fetch = async () => {
      throw new Error('Twitch is down');
    };

    await expect(decide.execute({ userId: 'u1' })).rejects.toThrow('Twitch is down');
    expect((await deps.creatorAccess.findByUserId('u1'))?.status).toBe('verificationInProgress');
  });
});
