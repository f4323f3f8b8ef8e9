import { steamUtmReport, STEAM_UTM_HEADER } from '@lurkit/core/attribution/testing/steam-utm-report.ts';
import { describe, expect, it } from 'vitest';
import { signedInCreator } from '../testing/accounts-world.ts';
import { aClaimedKeyCampaign, importUtmReport } from '../testing/attribution-world.ts';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';

const app = useTestApp();

const MY_LINK = `query MyLink($id: ID!) { myTrackedLink(kind: KEY, activationId: $id) { path storeUrl } }`;
const ATTRIBUTION = `query Attribution($appId: ID!) {
  steamGameAttribution(appId: $appId) { game { appId } rows { activationName creatorId visits wishlists purchases clicks } }
}`;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const countedClicks = async (campaignId: string) =>
  Number(
    (await sql<{ n: string }>(app.databaseUrl, 'select count(*) as n from activation_click where activation_id = ?', [campaignId]))[0]?.n,
  );

describe('Attribution: a creator’s tracked link and the company’s Steam UTM report', () => {
  it('shows the creator their link once they claimed a key; it redirects to the store page with the UTM parameters', async () => {
    const world = await aClaimedKeyCampaign(app);
    const mine = await world.creator.client.gql<{ myTrackedLink: { path: string; storeUrl: string } }>('MyLink', MY_LINK, {
      id: world.campaignId,
    });
    const link = mine.data!.myTrackedLink;
    expect(link.path).toBe(`/api/go/key/${world.campaignId}/${world.creator.id}`);
    const other = await signedInCreator(app);
    const none = await other.client.gql('MyLink', MY_LINK, { id: world.campaignId });
    expect(none.errors[0]?.extensions).toMatchObject({ code: 'ATTRIBUTION.LINK_NOT_FOUND' });

    const followed = await fetch(`${app.url}${link.path}`, { redirect: 'manual', headers: { 'user-agent': BROWSER } });
    expect(followed.status).toBe(302);
    const location = new URL(followed.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://store.steampowered.com/app/1145360/');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      utm_source: 'lurkit',
      utm_medium: 'creator',
      utm_campaign: world.campaignId,
      utm_content: world.creator.id,
    });
    expect(location.toString()).toBe(link.storeUrl);
    expect(await countedClicks(world.campaignId)).toBe(1);
  });

  it('sends bots, link checkers and prefetches on without counting them', async () => {
    const world = await aClaimedKeyCampaign(app);
    const url = `${app.url}/api/go/key/${world.campaignId}/${world.creator.id}`;
    const machines: RequestInit[] = [
      { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } },
      { headers: { 'user-agent': 'Discordbot/2.0; +https://discordapp.com' } },
      { method: 'HEAD', headers: { 'user-agent': BROWSER } },
      { headers: { 'user-agent': BROWSER, 'sec-purpose': 'prefetch;prerender' } },
    ];
    for (const init of machines) expect((await fetch(url, { ...init, redirect: 'manual' })).status).toBe(302);
    expect(await countedClicks(world.campaignId)).toBe(0);
    expect((await fetch(`${app.url}/api/go/key/${world.campaignId}/not-a-creator`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${app.url}/api/go/shop/${world.campaignId}/${world.creator.id}`, { redirect: 'manual' })).status).toBe(404);
  });

  it('imports a realistic report, attributes it to the activation and creator, and a re-import changes nothing', async () => {
    const world = await aClaimedKeyCampaign(app);
    await fetch(`${app.url}/api/go/key/${world.campaignId}/${world.creator.id}`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER },
    });
    const csv = steamUtmReport({
      firstDay: '2026-11-01',
      days: 14,
      links: [
        { campaign: world.campaignId, content: world.creator.id },
        { campaign: world.campaignId, content: 'someone-else' },
      ],
    });
    const imported = await importUtmReport(world.company.client, world.appId, csv);
    expect(imported).toEqual({ status: 200, body: { appId: 1145360, rowsRead: 56, rowsImported: 28, inserted: 28, updated: 0 } });
    const read = async () =>
      (
        await world.company.client.gql<{ steamGameAttribution: { rows: Record<string, unknown>[] } }>('Attribution', ATTRIBUTION, {
          appId: '1145360',
        })
      ).data!.steamGameAttribution.rows;
    const first = await read();
    expect(first).toEqual([
      {
        activationName: expect.stringContaining('Drifters'),
        creatorId: world.creator.id,
        visits: expect.any(Number),
        wishlists: expect.any(Number),
        purchases: expect.any(Number),
        clicks: 1,
      },
    ]);
    expect(first[0]!.wishlists).toBeGreaterThan(0);

    const again = await importUtmReport(world.company.client, world.appId, csv);
    expect(again.body).toMatchObject({ inserted: 0, updated: 28 });
    expect(await read()).toEqual(first);
  });

  it('shows the wishlists beside the existing figures in the company’s results', async () => {
    const world = await aClaimedKeyCampaign(app);
    // Report days inside the report's period, which ends today.
    const firstDay = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const csv = steamUtmReport({ firstDay, days: 3, links: [{ campaign: world.campaignId, content: world.creator.id }] });
    expect((await importUtmReport(world.company.client, world.appId, csv)).status).toBe(200);
    const attributed = await world.company.client.gql<{ steamGameAttribution: { rows: { wishlists: number }[] } }>(
      'Attribution',
      ATTRIBUTION,
      {
        appId: '1145360',
      },
    );
    const wishlists = attributed.data!.steamGameAttribution.rows[0]!.wishlists;
    const report = await world.company.client.gql<{
      companyReport: { totals: Record<string, unknown>; activations: { id: string; figures: Record<string, unknown> }[] };
    }>(
      'Report',
      `query Report { companyReport(group: KEYS, periodDays: 7) {
        totals { wishlists costPerWishlist { cents } wishlistsPerHourWatched hoursWatched }
        activations { id figures { wishlists costPerWishlist { cents } } }
      } }`,
    );
    expect(report.errors).toEqual([]);
    expect(wishlists).toBeGreaterThan(0);
    // A Key campaign pays no cash: no cost per wishlist; no content yet: no wishlists per hour watched.
    expect(report.data!.companyReport.totals).toEqual({ wishlists, costPerWishlist: null, wishlistsPerHourWatched: null, hoursWatched: 0 });
    expect(report.data!.companyReport.activations).toEqual([{ id: world.campaignId, figures: { wishlists, costPerWishlist: null } }]);
  });

  it('refuses a bad report whole, naming its lines; nothing of it is imported', async () => {
    const world = await aClaimedKeyCampaign(app);
    const good = `2026-11-01,lurkit,creator,${world.campaignId},${world.creator.id},,10,2,0,0`;
    const csv = [STEAM_UTM_HEADER, good, '2026-11-31,lurkit,creator,x,y,,10,2,0,0', good, '2026-11-02,lurkit,creator,x,y,,ten,2,0,0'].join(
      '\n',
    );
    const refused = await importUtmReport(world.company.client, world.appId, csv);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'ATTRIBUTION.REPORT_REFUSED',
      field: 'file',
      problemCount: 2,
      problems: [
        { line: 3, column: 'Date', code: 'ATTRIBUTION.INVALID_DATE' },
        { line: 5, column: 'Visits', code: 'ATTRIBUTION.INVALID_COUNT' },
      ],
    });
    const stored = await sql<{ n: string }>(
      app.databaseUrl,
      'select count(*) as n from utm_report_row where steam_app_id = ? and utm_campaign = ?',
      [world.appId, world.campaignId],
    );
    expect(Number(stored[0]?.n)).toBe(0);
    const noHeader = await world.company.client.json('/api/attribution/steam-games/1145360/utm-report', { method: 'POST', body: csv });
    expect(noHeader.status).toBe(403);
  });
});
