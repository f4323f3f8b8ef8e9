import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { aStream, recordStatistics, userIdOf } from '../testing/insights-world.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { ownerWithJoinedMemberOnPlan, signedInCompanyOnPlan } from '../testing/billing-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { INSIGHTS_EXPORT_QUOTA } from './operations.ts';

const app = useTestApp();

const exportCsv = (client: HttpClient, body: object, guarded = true) =>
  client.request('/api/insights/export', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(guarded ? { 'x-lurkit-upload': '1' } : {}) },
    body: JSON.stringify(body),
  });

describe('insights CSV export', () => {
  it('streams the filtered creators as CSV, five times a month, and shows what is left', async () => {
    const gameId = globalThis.crypto.randomUUID();
    const creator = await signedInCreator(app);
    const creatorId = await userIdOf(app, creator.username);
    await recordStatistics(app, [{ id: gameId, name: 'Export game' }], [aStream(creatorId, gameId, 500)]);
    const { client } = await signedInCompanyOnPlan(app);

    const first = await exportCsv(client, { platform: 'twitch', filter: { aggregationPeriodDays: 7, gameIds: [gameId] } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/csv');
    expect(first.headers.get('x-exports-remaining')).toBe('4');
    const lines = (await first.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'creator,username,tier,countries,hours_watched,average_ccv,peak_ccv,streams,hours_streamed,videos,video_views,shorts,short_views',
    );
    expect(lines.slice(1)).toEqual([expect.stringContaining(`${creator.username},mid,,500.0,500.0,1000,1,1.0`)]);
    expect((await client.op(INSIGHTS_EXPORT_QUOTA)).data?.insightsExportQuota).toMatchObject({ limit: 5, remaining: 4 });

    const youtube = await exportCsv(client, { platform: 'youtube', filter: { aggregationPeriodDays: 90 } });
    expect(youtube.status).toBe(400);
    expect(await youtube.json()).toMatchObject({ code: 'INSIGHTS.YOUTUBE_EXPORT_PERIOD_TOO_LONG', field: 'period' });
    for (let i = 0; i < 4; i += 1) expect((await exportCsv(client, { platform: 'tiktok', filter: {} })).status).toBe(200);
    const sixth = await exportCsv(client, { platform: 'twitch', filter: {} });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ code: 'INSIGHTS.EXPORT_QUOTA_EXHAUSTED' });
    expect((await client.op(INSIGHTS_EXPORT_QUOTA)).data?.insightsExportQuota.remaining).toBe(0);
  });

  it('streams the filtered games as CSV from the same monthly quota, and refuses an unknown list', async () => {
    const gameId = globalThis.crypto.randomUUID();
    const name = `=Export game ${gameId.slice(0, 8)}`;
    const creatorId = await userIdOf(app, (await signedInCreator(app)).username);
    await recordStatistics(app, [{ id: gameId, name }], [aStream(creatorId, gameId, 300)]);
    const { client } = await signedInCompanyOnPlan(app);

    const games = await exportCsv(client, { list: 'games', platform: 'twitch', filter: { aggregationPeriodDays: 7, gameIds: [gameId] } });
    expect(games.status).toBe(200);
    expect(games.headers.get('content-disposition')).toContain('lurkit-games-twitch-');
    expect(games.headers.get('x-exports-remaining')).toBe('4');
    const lines = (await games.text()).trim().split('\n');
    expect(lines[0]).toBe('game,creators,hours_watched,average_ccv,peak_ccv,streams,hours_streamed,videos,video_views,shorts,short_views');
    // A name starting with = is written as text, so a spreadsheet does not run it.
    expect(lines.slice(1)).toEqual([`'${name},1,300.0,300.0,600,1,1.0,0,0,0,0`]);

    const unknown = await exportCsv(client, { list: 'quests', platform: 'twitch' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ field: 'list' });
    const youtube = await exportCsv(client, { list: 'games', platform: 'youtube', filter: { aggregationPeriodDays: 90 } });
    expect(await youtube.json()).toMatchObject({ code: 'INSIGHTS.YOUTUBE_EXPORT_PERIOD_TOO_LONG' });
    expect((await client.op(INSIGHTS_EXPORT_QUOTA)).data?.insightsExportQuota.remaining).toBe(4);
  });

  it('locks the games export on a plan without exports, spending nothing', async () => {
    const { client } = await signedInCompanyUser(app);
    const locked = await exportCsv(client, { list: 'games', platform: 'twitch' });
    expect(locked.status).toBe(403);
    expect(await locked.json()).toMatchObject({ code: 'PLAN.UPGRADE_REQUIRED' });
  });

  it('refuses creators, signed-out visitors, a request without the page’s header, a bad platform and a filter that is no object', async () => {
    const creator = await signedInCreator(app);
    expect((await exportCsv(creator.client, { platform: 'twitch' })).status).toBe(403);
    expect((await exportCsv(app.client(), { platform: 'twitch' })).status).toBe(401);
    const { client } = await signedInCompanyOnPlan(app);
    expect((await exportCsv(client, { platform: 'twitch' }, false)).status).toBe(403);
    const bad = await exportCsv(client, { platform: 'myspace' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'platform' });
    // An array is no filter: valibot's object would read it as one with every option at its default.
    const list = await exportCsv(client, { platform: 'twitch', filter: [] });
    expect([list.status, await list.json()]).toEqual([400, expect.objectContaining({ code: 'VALIDATION.INVALID_FIELD', field: 'filter' })]);
    expect((await client.op(INSIGHTS_EXPORT_QUOTA)).data?.insightsExportQuota.remaining).toBe(5);
  });
});
