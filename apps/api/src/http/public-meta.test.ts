import { describe, expect, it } from 'vitest';
import { creatorPageMeta, PUBLIC_PAGE_META, robotsTxt, sitemapXml, withPageMeta } from './public-meta.ts';

const INDEX = '<html><head>\n    <title>Lurkit</title>\n  </head><body><div id="root"></div></body></html>';

describe('public pages for crawlers (issue 14)', () => {
  it("writes the page's title, description, Open Graph and Twitter tags into index.html", () => {
    const html = withPageMeta(INDEX, PUBLIC_PAGE_META['/explore']!, 'https://lurkit.example/explore');
    expect(html).toContain('<title>Explore · Lurkit</title>');
    expect(html).toContain('<meta property="og:title" content="Explore · Lurkit" />');
    expect(html).toContain('<meta property="og:url" content="https://lurkit.example/explore" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes what it writes', () => {
    const html = withPageMeta(INDEX, { title: 'A <b> & "c"', description: "it's" }, 'https://x.example/?a=1&b=2');
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html).toContain('content="it&#39;s"');
    expect(html).toContain('href="https://x.example/?a=1&amp;b=2"');
  });

  it('lets crawlers read the company legal pages while keeping the company area out', () => {
    const robots = robotsTxt('https://lurkit.example');
    expect(robots).toContain('Allow: /company/terms-of-use');
    expect(robots).toContain('Disallow: /company/');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: https://lurkit.example/sitemap.xml');
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
});
