import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { ADD_GAME_FEED, GAME_FEEDS, GAME_LIST, GAME_NEWS_ARTICLE, PUBLIC_COMPANY, PUBLIC_GAME } from './operations.ts';
import { uniqueName } from '../testing/unique-name.ts';

const app = useTestApp();
const DAY = 86_400_000;

/** A stored catalogue game released `days` from now, with one feed and its articles (as the sync and feed jobs leave them). */
async function storedGame(name: string, days: number, articles: { title: string; html: string }[] = []) {
  const [game] = await sql<{ id: string }>(
    app.databaseUrl,
    `insert into catalogue_game (id, source, external_id, name, summary, cover_url, release_date, hype, platforms, genres, synced_at)
     values (gen_random_uuid(), 'sandbox', floor(random() * 1e9), ?, 'A game.', null, ?, 5, '{Steam,"PlayStation 5"}', '{Adventure}', now()) returning id`,
    [name, new Date(Date.now() + days * DAY)],
  );
  const [feed] = await sql<{ id: string }>(
    app.databaseUrl,
    `insert into game_feed (id, game_id, url) values (gen_random_uuid(), ?, 'https://news.example/rss') returning id`,
    [game!.id],
  );
  for (const [i, a] of articles.entries())
    await sql(
      app.databaseUrl,
      `insert into game_news_article (id, feed_id, game_id, guid, title, link, author, published_at, html, excerpt)
       values (gen_random_uuid(), ?, ?, ?, ?, null, null, ?, ?, ?)`,
      [feed!.id, game!.id, `g${i}`, a.title, new Date(Date.now() - i * DAY), a.html, a.title],
    );
  return game!.id;
}

describe('public game pages over GraphQL', () => {
  it('answers the lists, a game with its platform families and news, and one article, to a signed-out visitor', async () => {
    const visitor = app.client();
    const out = await storedGame(uniqueName('Out '), -5, [{ title: 'Patch 1', html: '<p>Fixed</p>' }]);
    const coming = await storedGame(uniqueName('Coming '), 20);
    const released = await visitor.op(GAME_LIST, { list: 'new-game-releases' });
    expect(released.errors).toEqual([]);
    expect(released.data!.gameList.map((g) => g.id)).toContain(out);
    expect(released.data!.gameList.map((g) => g.id)).not.toContain(coming);
    expect((await visitor.op(GAME_LIST, { list: 'upcoming-games' })).data!.gameList.map((g) => g.id)).toContain(coming);

    const game = await visitor.op(PUBLIC_GAME, { id: out });
    expect(game.errors).toEqual([]);
    expect(game.data!.catalogueGame).toMatchObject({
      platforms: ['Steam', 'PlayStation 5'],
      platformFamilies: ['Pc', 'Playstation'],
      streams: [],
      videos: [],
    });
    const [article] = game.data!.catalogueGame.news;
    expect(article!.title).toBe('Patch 1');
    const read = await visitor.op(GAME_NEWS_ARTICLE, { gameId: out, articleId: article!.id });
    expect(read.data!.gameNewsArticle).toMatchObject({ title: 'Patch 1', html: '<p>Fixed</p>' });
  });

  it('refuses an unknown list, game or article with its code, never a server error', async () => {
    const visitor = app.client();
    expect((await visitor.op(GAME_LIST, { list: 'best-games' })).errors[0]?.extensions?.code).toBe('GAMES.UNKNOWN_LIST');
    expect((await visitor.op(PUBLIC_GAME, { id: 'not-a-uuid' })).errors[0]?.extensions?.code).toBe('GAMES.GAME_NOT_FOUND');
    const game = await storedGame(uniqueName('Lonely '), -1);
    const elsewhere = await visitor.op(GAME_NEWS_ARTICLE, { gameId: game, articleId: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(elsewhere.errors[0]?.extensions?.code).toBe('GAMES.ARTICLE_NOT_FOUND');
  });

  it("shows a company's public page: who it is, no members or money; an unknown id is EXPLORE.COMPANY_NOT_FOUND", async () => {
    const company = await signedInCompanyUser(app);
    const [row] = await sql<{ id: string }>(app.databaseUrl, 'select id from company where name = ?', [company.input.companyName]);
    const page = await app.client().op(PUBLIC_COMPANY, { id: row!.id });
    expect(page.errors).toEqual([]);
    expect(page.data!.publicCompany).toMatchObject({ id: row!.id, name: company.input.companyName, isVerified: false });
    expect(Object.keys(page.data!.publicCompany).sort()).toEqual(['id', 'isVerified', 'name', 'page', 'type', 'website']);
    // A company that never set its page has the spec's defaults: no texts, every kind of campaign shown.
    expect(page.data!.publicCompany.page).toEqual({
      description: '',
      logoUrl: '',
      bannerUrl: '',
      links: [],
      showPrograms: true,
      showKeyCampaigns: true,
      showQuests: true,
    });
    expect(page.data!.publicCompanyCampaigns).toEqual({ keyCampaigns: [], quests: [], programs: [] });
    const unknown = await app.client().op(PUBLIC_COMPANY, { id: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(unknown.errors[0]?.extensions?.code).toBe('EXPLORE.COMPANY_NOT_FOUND');
  });

  it('lists every game page in sitemap.xml, after the /games lists', async () => {
    const game = await storedGame(uniqueName('Mapped '), -2);
    const xml = await (await app.client().request('/sitemap.xml')).text();
    expect(xml).toMatch(/<loc>http[^<]*\/games\/upcoming-games<\/loc>/);
    expect(xml).toMatch(new RegExp(`<loc>http[^<]*/games/${game}</loc><lastmod>`));
  });

  it('lets a company add a feed to a game (spec 5: URL required, authorization confirmed), refusing creators and visitors', async () => {
    const game = await storedGame(uniqueName('Fed '), -3);
    const company = await signedInCompanyUser(app);
    const missing = await company.client.op(ADD_GAME_FEED, { gameId: game, url: ' ', authorized: true });
    expect(missing.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'url' });
    const unconfirmed = await company.client.op(ADD_GAME_FEED, { gameId: game, url: 'https://news.example/a.xml', authorized: false });
    expect(unconfirmed.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'authorized' });
    const added = await company.client.op(ADD_GAME_FEED, { gameId: game, url: 'https://news.example/a.xml', authorized: true });
    expect(added.errors).toEqual([]);
    const again = await company.client.op(ADD_GAME_FEED, { gameId: game, url: 'https://news.example/a.xml', authorized: true });
    expect(again.errors[0]?.extensions).toMatchObject({ code: 'GAMES.FEED_ALREADY_ADDED', field: 'url' });
    const creator = await signedInCreator(app);
    expect(
      (await creator.client.op(ADD_GAME_FEED, { gameId: game, url: 'https://news.example/b.xml', authorized: true })).errors[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await app.client().op(ADD_GAME_FEED, { gameId: game, url: 'https://news.example/c.xml', authorized: true })).errors[0]?.extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
    await sql(
      app.databaseUrl,
      `update game_feed set fetched_at = now(), last_error = 'The feed answered HTTP 404' where url = 'https://news.example/rss' and game_id = ?`,
      [game],
    );
    const listed = await company.client.op(GAME_FEEDS, { gameId: game });
    expect(listed.data!.gameFeeds.map((f) => [f.url, f.lastError])).toEqual([
      ['https://news.example/a.xml', null],
      ['https://news.example/rss', 'The feed answered HTTP 404'],
    ]);
    expect((await creator.client.op(GAME_FEEDS, { gameId: game })).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    // Only the company's one feed was added: the refused attempts left nothing.
    const feeds = await sql<{ url: string }>(app.databaseUrl, 'select url from game_feed where game_id = ? order by url', [game]);
    expect(feeds.map((f) => f.url)).toEqual(['https://news.example/a.xml', 'https://news.example/rss']);
  });
});
