import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../../shared/testing/settable-clock.ts';
import { DAY_MS, addMs } from '../../../shared/time.ts';
import { refusalReasons } from '../domain/creator-access.entity.ts';
import { ACCESS_NOW, FakeChannelStatistics, channelStats } from '../testing/fake-channel-statistics.ts';
import { InMemoryCreatorAccessRepository } from '../testing/in-memory-creator-access-repository.ts';
import { RequestCreatorAccess } from './request-creator-access.ts';

function setup() {
  const deps = {
    creatorAccess: new InMemoryCreatorAccessRepository(),
    channelStatistics: new FakeChannelStatistics(),
    clock: new SettableClock(ACCESS_NOW),
  };
  return { deps, request: new RequestCreatorAccess(deps) };
}
const twitch = { provider: 'twitch' as const, channelId: 'twitch-1' };
const tiktok = { provider: 'tiktok' as const, channelId: 'tiktok-1' };

describe('RequestCreatorAccess', () => {
  it('verifies (in progress first) and grants a qualifying channel', async () => {
    const { deps, request } = setup();
    deps.channelStatistics.set(channelStats('twitch'));

    const result = await request.execute({ userId: 'u1', channels: [twitch] });

    expect(result.ok && result.value).toMatchObject({ status: 'granted', requestedAt: ACCESS_NOW, decidedAt: ACCESS_NOW });
    expect(deps.creatorAccess.history.map((a) => a.status)).toEqual(['verificationInProgress', 'granted']);
    expect((await deps.creatorAccess.findByUserId('u1'))?.status).toBe('granted');
  });

  it('refuses with the reasons of every channel when none qualifies', async () => {
    const { deps, request } = setup();
    deps.channelStatistics.set(channelStats('twitch', { followers: 249, accountCreatedAt: addMs(ACCESS_NOW, -89 * DAY_MS) }));

    const result = await request.execute({ userId: 'u1', channels: [twitch, tiktok] });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.status).toBe('refused');
    expect(refusalReasons(result.value)).toEqual(['channelTooNew', 'insufficientFollowers', 'dataUnavailable']);
    expect(result.value.channels.map((c) => [c.provider, c.reasons])).toEqual([
      ['twitch', ['channelTooNew', 'insufficientFollowers']],
      ['tiktok', ['dataUnavailable']],
    ]);
  });

  it('grants when any one channel qualifies', async () => {
    const { deps, request } = setup();
    deps.channelStatistics.set(channelStats('tiktok'));

    const result = await request.execute({ userId: 'u1', channels: [twitch, tiktok] });

    expect(result.ok && result.value.status).toBe('granted');
    expect(result.ok && refusalReasons(result.value)).toEqual([]);
  });

  it('lets a refused creator ask again once the channel has grown', async () => {
    const { deps, request } = setup();
    deps.channelStatistics.set(channelStats('twitch', { followers: 249 }));
    await request.execute({ userId: 'u1', channels: [twitch] });
    deps.channelStatistics.set(channelStats('twitch', { followers: 250 }));
    deps.clock.advance(DAY_MS);

    const again = await request.execute({ userId: 'u1', channels: [twitch] });

    expect(again.ok && again.value).toMatchObject({ status: 'granted', requestedAt: addMs(ACCESS_NOW, DAY_MS) });
  });

  it('refuses a request while granted, and a request without channels', async () => {
    const { deps, request } = setup();
    deps.channelStatistics.set(channelStats('twitch'));
    await request.execute({ userId: 'u1', channels: [twitch] });

    expect(await request.execute({ userId: 'u1', channels: [twitch] })).toMatchObject({
      ok: false,
      error: { code: 'STATE.TRANSITION_NOT_ALLOWED', from: 'granted' },
    });
    expect(await request.execute({ userId: 'u2', channels: [] })).toMatchObject({
      ok: false,
      error: { code: 'CREATOR_ACCESS.NO_CHANNEL', field: 'channels' },
    });
  });

  it('refuses a second request while one is being verified', async () => {
    const { deps, request } = setup();
    await deps.creatorAccess.save({
      userId: 'u1',
      status: 'verificationInProgress',
      requestedAt: ACCESS_NOW,
      decidedAt: null,
      channels: [],
    });

    const result = await request.execute({ userId: 'u1', channels: [twitch] });

    expect(result).toMatchObject({ ok: false, error: { from: 'verificationInProgress', event: 'request' } });
  });
});
