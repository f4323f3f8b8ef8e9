/**
 * Titles and share cards of the public pages (issue 14). The app stays a single-page app; the server
 * only writes these tags into index.html for the public paths, so crawlers and link previews that do
 * not run JavaScript read the right title and description.
 */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

const SITE = 'Lurkit';
const MARKETPLACE =
  'The marketplace where game companies run Key campaigns, paid Quests and Creator Programs with creators on Twitch, YouTube and TikTok.';

export const PUBLIC_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/': { title: 'Lurkit: game companies and content creators, working together', description: MARKETPLACE },
  '/explore': {
    title: 'Explore · Lurkit',
    description: 'Live and upcoming Key campaigns, paid Quests, Creator Programs and the creators on Lurkit.',
  },
  '/terms-of-use': { title: 'Terms of use · Lurkit', description: 'The terms for creators and users of Lurkit.' },
  '/privacy-policy': {
    title: 'Privacy policy · Lurkit',
    description: 'What personal data Lurkit keeps about creators and users, and why.',
  },
  '/company/terms-of-use': { title: 'Terms of use for companies · Lurkit', description: 'The terms for game companies using Lurkit.' },
  '/company/privacy-policy': {
    title: 'Privacy policy for companies · Lurkit',
    description: 'What personal data Lurkit keeps about companies and their members, and why.',
  },
};

/** The public paths listed in the sitemap, in this order. */
export const PUBLIC_PATHS = Object.keys(PUBLIC_PAGE_META);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** index.html with the page's title, description, Open Graph and Twitter tags in place of its bare title. */
export function withPageMeta(indexHtml: string, meta: PageMeta, url: string): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ].join('\n    ');
  return indexHtml.replace(/<title>[^<]*<\/title>/, tags);
}

const PRIVATE_PREFIXES = [
  '/api/',
  '/dev/',
  '/home',
  '/creator/',
  '/company/',
  '/campaigns',
  '/deals',
  '/user/',
  '/staff/',
  '/invitations/',
  '/login',
  '/register',
  '/reset-password',
  '/new-password',
  '/verify-email',
  '/auth/',
];

/** robots.txt: crawl the public pages, not the signed-in areas or the sign-in forms; where the sitemap is. */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    ...PUBLIC_PATHS.filter((p) => p.startsWith('/company/')).map((p) => `Allow: ${p}`),
    ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: the public pages, then every public creator page (/{slug}) with its last change. */
export function sitemapXml(appUrl: string, creatorPages: readonly { slug: string; updatedAt: Date }[]): string {
  const entry = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(`${appUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PATHS.map((path) => entry(path)),
    ...creatorPages.map((page) => entry(`/${encodeURIComponent(page.slug)}`, page.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** The share card of a creator's public page at /{slug}. */
export function creatorPageMeta(card: { title: string; bio: string | null; creatorName: string }): PageMeta {
  const bio = card.bio?.replace(/\s+/g, ' ').trim();
  return {
    title: `${card.title} · Lurkit`,
    description: bio
      ? bio.length > 200
        ? `${bio.slice(0, 197)}…`
        : bio
      : `${card.creatorName} on Lurkit, the marketplace for game companies and creators.`,
  };
}
