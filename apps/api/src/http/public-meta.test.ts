import { describe, expect, it } from 'vitest';
import {
  companyMeta,
  fixedPageMeta,
  creatorPageMeta,
  gameMeta,
  keyCampaignMeta,
  newsArticleMeta,
  PUBLIC_PAGE_META,
  robotsTxt,
  sitemapXml,
  withPageMeta,
} from './public-meta.ts';

/** Text that breaks a head written with String.replace patterns or without escaping. */
const HOSTILE = `$& $\` $' </title> " <script>alert(1)</script>`;
const HOSTILE_ESCAPED = `$&amp; $\` $&#39; &lt;/title&gt; &quot; &lt;script&gt;alert(1)&lt;/script&gt;`;

const INDEX = '<html><head>\n    <title>Lurkit</title>\n  </head><body><div id="root"></div></body></html>';

const UUID = '0b9a7c1e-7d4f-4a51-9c0e-1f2a3b4c5d6e';
const OTHER_UUID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const COMPANY_UUID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';

describe('public pages for crawlers', () => {
  it("writes the page's title, description, Open Graph and Twitter tags into index.html", () => {
    const html = withPageMeta(INDEX, PUBLIC_PAGE_META['/explore']!, 'https://lurkit.example/explore');
    expect(html).toContain('<title>Explore · Lurkit</title>');
    expect(html).toContain('<meta property="og:title" content="Explore · Lurkit" />');
    expect(html).toContain('<meta property="og:url" content="https://lurkit.example/explore" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('describes the sign-in and sign-up forms, which stay out of the sitemap', () => {
    for (const path of ['/login', '/register', '/register/creator', '/register/company']) {
      expect(fixedPageMeta(path)?.description.length).toBeGreaterThan(40);
      expect(sitemapXml('https://lurkit.example', [])).not.toContain(`https://lurkit.example${path}<`);
    }
    expect(fixedPageMeta('/explore')).toBe(PUBLIC_PAGE_META['/explore']);
  });

  it('escapes what it writes', () => {
    const html = withPageMeta(INDEX, { title: 'A <b> & "c"', description: "it's" }, 'https://x.example/?a=1&b=2');
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html).toContain('content="it&#39;s"');
    expect(html).toContain('href="https://x.example/?a=1&amp;b=2"');
  });

  it("lets crawlers read the company legal pages and a company's public page while keeping the company area out", () => {
    const robots = robotsTxt('https://lurkit.example');
    const allowed = crawlerMayRead(robots);
    for (const path of [
      '/company/terms-of-use',
      '/company/privacy-policy',
      `/company/${UUID}`,
      `/company/${UUID}/campaigns`,
      `/creator-programs/${UUID}`,
    ])
      expect([path, allowed(path)]).toEqual([path, true]);
    for (const path of [
      '/company/settings',
      '/company/settings/invoices',
      '/company/page',
      '/company/creator-program/accepted',
      '/company/missions/create',
      '/company/code-manager/codes',
      `/company/${UUID}/edit`,
      `/company/${UUID}/page-settings`,
      `/company/${UUID}/join`,
      '/company/join',
    ])
      expect([path, allowed(path)]).toEqual([path, false]);
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: https://lurkit.example/sitemap.xml');
  });

  it('lets crawlers read a public Key campaign page and nothing below it or beside it', () => {
    const allowed = crawlerMayRead(robotsTxt('https://lurkit.example'));
    expect(allowed('/campaigns/0b9a7c1e-7d4f-4a51-9c0e-1f2a3b4c5d6e')).toBe(true);
    expect(allowed('/company/terms-of-use')).toBe(true);
    for (const path of [
      '/campaigns',
      '/campaigns/browse/recent',
      '/campaigns/0b9a7c1e/results',
      '/campaigns/0b9a7c1e/edit/2',
      '/campaigns/quests/0b9a7c1e',
      '/company/reporting',
    ])
      expect([path, allowed(path)]).toEqual([path, false]);
  });

  it('lists the listed Key campaigns and Creator Programs with their last change, and the companies with anything listed', () => {
    const at = new Date('2026-11-03T10:00:00Z');
    const xml = sitemapXml('https://lurkit.example', [], [], {
      keyCampaigns: [{ id: UUID, updatedAt: at }],
      programs: [{ id: OTHER_UUID, updatedAt: at }],
      companies: [{ id: COMPANY_UUID }],
    });
    expect(xml).toContain(`<url><loc>https://lurkit.example/campaigns/${UUID}</loc><lastmod>2026-11-03T10:00:00.000Z</lastmod></url>`);
    expect(xml).toContain(
      `<url><loc>https://lurkit.example/creator-programs/${OTHER_UUID}</loc><lastmod>2026-11-03T10:00:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>https://lurkit.example/company/${COMPANY_UUID}</loc></url>`);
  });

  it('lists the public pages and each creator page with its last change', () => {
    const xml = sitemapXml('https://lurkit.example', [{ slug: 'anna-streams', updatedAt: new Date('2026-11-01T10:00:00Z') }]);
    expect(xml).toContain('<loc>https://lurkit.example/</loc>');
    expect(xml).toContain('<loc>https://lurkit.example/privacy-policy</loc>');
    expect(xml).toContain('<url><loc>https://lurkit.example/anna-streams</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod></url>');
  });

  it("cards a creator page with its title and bio, or the creator's name without a bio", () => {
    expect(creatorPageMeta({ title: 'Anna streams', bio: 'Cozy  games\nevery night', creatorName: 'Anna' })).toEqual({
      title: 'Anna streams · Lurkit',
      description: 'Cozy games every night',
    });
    expect(creatorPageMeta({ title: 'Anna streams', bio: null, creatorName: 'Anna' }).description).toMatch(/^Anna on Lurkit/);
  });

  it('lists /games, its three lists and every game page with its last sync', () => {
    const xml = sitemapXml(
      'https://lurkit.example',
      [],
      [{ id: '7a1f3c2e-5b4d-4e6f-8a9b-0c1d2e3f4a5b', syncedAt: new Date('2026-11-02T10:00:00Z') }],
    );
    for (const path of ['/games', '/games/new-game-releases', '/games/anticipated-games', '/games/upcoming-games'])
      expect(xml).toContain(`<loc>https://lurkit.example${path}</loc>`);
    expect(xml).toContain(
      '<url><loc>https://lurkit.example/games/7a1f3c2e-5b4d-4e6f-8a9b-0c1d2e3f4a5b</loc><lastmod>2026-11-02T10:00:00.000Z</lastmod></url>',
    );
  });

  it('cards a game with its cover when it is an http(s) link, an article with its excerpt, a company with its name', () => {
    const game = gameMeta({ name: 'Lantern Coast', summary: 'Race  the tide.', coverUrl: 'https://images.igdb.com/c.jpg' });
    expect(game).toEqual({ title: 'Lantern Coast · Lurkit', description: 'Race the tide.', image: 'https://images.igdb.com/c.jpg' });
    expect(withPageMeta(INDEX, game, 'https://lurkit.example/games/1')).toContain(
      '<meta property="og:image" content="https://images.igdb.com/c.jpg" />',
    );
    const sandbox = gameMeta({ name: 'Paper Moons', summary: '', coverUrl: 'data:image/svg+xml,<svg/>' });
    expect(withPageMeta(INDEX, sandbox, 'https://lurkit.example/games/2')).not.toContain('og:image');
    expect(sandbox.description).toMatch(/^Paper Moons: news, streams and videos/);
    expect(newsArticleMeta({ title: 'Patch 1.2', excerpt: 'Fixes.' }, 'Lantern Coast')).toEqual({
      title: 'Patch 1.2 · Lantern Coast · Lurkit',
      description: 'Fixes.',
    });
    expect(companyMeta({ name: 'Demo Studio' }).title).toBe('Demo Studio · Lurkit');
    // A Key campaign without a game description still says what it is: free keys, whose, for whom.
    expect(
      keyCampaignMeta({
        name: 'Launch keys',
        gameName: 'Lantern Coast',
        companyName: 'Demo Studio',
        gameDescription: ' ',
        cover: 'https://x.example/c.png',
      }),
    ).toEqual({
      title: 'Launch keys · Lurkit',
      description: 'Free keys for Lantern Coast from Demo Studio, for creators on Lurkit.',
      image: 'https://x.example/c.png',
    });
  });

  it('keeps hostile text as text in every field that reaches the head, never reading it as a replacement pattern', () => {
    const pages = [
      withPageMeta(INDEX, { title: HOSTILE, description: HOSTILE, image: `https://x.example/${HOSTILE}` }, `https://x.example/${HOSTILE}`),
      withPageMeta(INDEX, creatorPageMeta({ title: HOSTILE, bio: HOSTILE, creatorName: HOSTILE }), 'https://x.example/a'),
      withPageMeta(INDEX, creatorPageMeta({ title: 'A', bio: null, creatorName: HOSTILE }), 'https://x.example/a'),
      withPageMeta(INDEX, gameMeta({ name: HOSTILE, summary: HOSTILE, coverUrl: `https://x.example/${HOSTILE}` }), 'https://x.example/g'),
      withPageMeta(INDEX, newsArticleMeta({ title: HOSTILE, excerpt: HOSTILE }, HOSTILE), 'https://x.example/n'),
      withPageMeta(INDEX, companyMeta({ name: HOSTILE }), 'https://x.example/c'),
      withPageMeta(
        INDEX,
        keyCampaignMeta({ name: HOSTILE, gameName: HOSTILE, companyName: HOSTILE, gameDescription: HOSTILE, cover: null }),
        'https://x.example/k',
      ),
    ];
    for (const html of pages) {
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<\/title>/g)).toHaveLength(1);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain(HOSTILE);
      expect(html).toContain(HOSTILE_ESCAPED);
      expect(html.startsWith('<html><head>')).toBe(true);
      expect(html.endsWith('</head><body><div id="root"></div></body></html>')).toBe(true);
    }
    expect(pages[0]).toContain(`<meta property="og:image" content="https://x.example/${HOSTILE_ESCAPED}" />`);
    expect(pages[0]).toContain(`<link rel="canonical" href="https://x.example/${HOSTILE_ESCAPED}" />`);
  });
});

/**
 * How a crawler reads robots.txt (RFC 9309, with the '*' and '$' Google and Bing honour): the
 * longest matching rule wins, Allow over Disallow on a tie, and a path no rule matches may be read.
 */
function crawlerMayRead(robots: string) {
  // Only a trailing '$' anchors; every other character but '*' is itself.
  const rules = [...robots.matchAll(/^(Allow|Disallow): (\S+)$/gm)].map(([, kind, pattern]) => ({
    allow: kind === 'Allow',
    length: pattern!.length,
    matches: new RegExp(`^${pattern!.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`),
  }));
  return (path: string) => {
    const winner = rules.filter((r) => r.matches.test(path)).sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow))[0];
    return winner?.allow ?? true;
  };
}
