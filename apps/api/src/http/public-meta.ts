import { ROUTE_TABLE } from '@lurkit/web/src/shared/routing/route-table.ts';
import type { PublicSitemapEntries } from '@lurkit/core/explore/domain/public-listings.ts';

/**
 * Titles and share cards of the public pages. The app stays a single-page app; the server
 * only writes these tags into index.html for the public paths, so crawlers and link previews that do
 * not run JavaScript read the right title and description.
 */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** A share image (http or https only; generated data: covers are not shareable). */
  readonly image?: string;
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
  '/games': { title: 'Games · Lurkit', description: 'New, anticipated and upcoming games, with their news and the creators playing them.' },
  '/games/new-game-releases': { title: 'New game releases · Lurkit', description: 'Games released in the last 90 days, newest first.' },
  '/games/anticipated-games': { title: 'Anticipated games · Lurkit', description: 'The games players are waiting for most.' },
  '/games/upcoming-games': { title: 'Upcoming games · Lurkit', description: 'Games with a release date, soonest first.' },
};

/** The public paths listed in the sitemap, in this order. */
export const PUBLIC_PATHS = Object.keys(PUBLIC_PAGE_META);

/**
 * The sign-in and sign-up forms: kept out of the sitemap and from crawling (robots below), yet a
 * link to them shared or shown in results still reads a title and a description.
 */
const SIGN_IN_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/login': { title: 'Sign in · Lurkit', description: 'Sign in to Lurkit with your username or with Twitch, YouTube or TikTok.' },
  '/register': { title: 'Create an account · Lurkit', description: 'Join Lurkit as a game company or as a content creator.' },
  '/register/creator': {
    title: 'Register as a creator · Lurkit',
    description: 'Sign up as a creator with your email or with Twitch, YouTube or TikTok, and get game keys and paid deals.',
  },
  '/register/company': {
    title: 'Register a company · Lurkit',
    description: 'Sign up your studio, publisher, agency or brand to run Key campaigns, Quests and Creator Programs.',
  },
};

/** A page's fixed title and description, when it has one: the public pages and the sign-in forms. */
export const fixedPageMeta = (path: string): PageMeta | undefined => PUBLIC_PAGE_META[path] ?? SIGN_IN_PAGE_META[path];

/** Text made safe for an HTML element or a double- or single-quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * index.html with `pattern`'s first match replaced by `html`. A replacer function, never a replacement
 * string: user text in `html` (a title with `$&`, `` $` `` or `$'`) must stay text, not be read as a pattern.
 */
export const replaceInHtml = (indexHtml: string, pattern: string | RegExp, html: string): string => indexHtml.replace(pattern, () => html);

/** index.html titled after a page that has no share card (a signed-in page, the not-found page). */
export function withTitle(indexHtml: string, title: string): string {
  return replaceInHtml(indexHtml, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
}

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
    ...(meta.image && /^https?:\/\//.test(meta.image)
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
          `<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`,
        ]
      : []),
  ].join('\n    ');
  return replaceInHtml(indexHtml, /<title>[^<]*<\/title>/, tags);
}

/**
 * The company area's signed-in pages, from the route table: a static second segment is kept out whole
 * (`/company/settings`), a page below a company's id by its pattern (`/company/{id}/edit`). A company's
 * public page (`/company/{id}` and its campaigns) and the company legal pages stay open to crawlers.
 */
export const PRIVATE_COMPANY_PREFIXES = [
  ...new Set(
    Object.entries(ROUTE_TABLE)
      .filter(([path, access]) => path.startsWith('/company/') && !access.audiences.includes('Visitor'))
      .map(([path]) => {
        const [, , second, third] = path.split('/');
        return second!.startsWith(':') ? `/company/*/${third}` : `/company/${second}`;
      }),
  ),
];

const PRIVATE_PREFIXES = [
  '/api/',
  '/dev/',
  '/home',
  '/creator/',
  ...PRIVATE_COMPANY_PREFIXES,
  // A company's join and register forms are for the people it invites.
  '/company/join',
  '/company/*/join',
  // A public Key campaign page, /campaigns/{id}, is for everyone to read and share: only the lists
  // and what lies below a campaign (results, participants, edit, Quests) are private. Crawlers read
  // '*' and '$' (RFC 9309 as Google and Bing apply it).
  '/campaigns$',
  '/campaigns/browse',
  '/campaigns/quests',
  '/campaigns/*/',
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
  return ['User-agent: *', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const NOTHING_LISTED: PublicSitemapEntries = { keyCampaigns: [], programs: [], companies: [] };

/**
 * sitemap.xml: the public pages, every public creator page (/{slug}) and every game page (/games/{id})
 * with its last change, then the listed Key campaigns, the discoverable Creator Programs and the
 * companies with anything listed (hidden ones are reached by their link and stay out).
 */
export function sitemapXml(
  appUrl: string,
  creatorPages: readonly { slug: string; updatedAt: Date }[],
  games: readonly { id: string; syncedAt: Date }[] = [],
  listed: PublicSitemapEntries = NOTHING_LISTED,
): string {
  const entry = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(`${appUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PATHS.map((path) => entry(path)),
    ...creatorPages.map((page) => entry(`/${encodeURIComponent(page.slug)}`, page.updatedAt)),
    ...games.map((game) => entry(`/games/${encodeURIComponent(game.id)}`, game.syncedAt)),
    ...listed.keyCampaigns.map((campaign) => entry(`/campaigns/${encodeURIComponent(campaign.id)}`, campaign.updatedAt)),
    ...listed.programs.map((program) => entry(`/creator-programs/${encodeURIComponent(program.id)}`, program.updatedAt)),
    ...listed.companies.map((company) => entry(`/company/${encodeURIComponent(company.id)}`)),
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

/** Shortens a description to what share cards show, whitespace collapsed. */
const card = (text: string, fallback: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return fallback;
  return flat.length > 200 ? `${flat.slice(0, 197)}…` : flat;
};

/** The share card of a game page (/games/{id}, its streams and videos). */
export function gameMeta(game: { name: string; summary: string; coverUrl: string | null }): PageMeta {
  return {
    title: `${game.name} · Lurkit`,
    description: card(game.summary, `${game.name}: news, streams and videos on Lurkit.`),
    ...(game.coverUrl ? { image: game.coverUrl } : {}),
  };
}

/** The share card of a game's news article. */
export function newsArticleMeta(article: { title: string; excerpt: string }, gameName: string): PageMeta {
  return { title: `${article.title} · ${gameName} · Lurkit`, description: card(article.excerpt, `News of ${gameName} on Lurkit.`) };
}

/** The share card of a company's public page. */
export function companyMeta(company: { name: string }): PageMeta {
  return {
    title: `${company.name} · Lurkit`,
    description: `${company.name} on Lurkit: its Creator Programs, Key campaigns and Quests for content creators.`,
  };
}

/** The share card of a Creator Program's page (/creator-programs/{id}): what the program is about. */
export function programMeta(program: { name: string; description: string }): PageMeta {
  return {
    title: `${program.name} · Lurkit`,
    description: card(program.description, `${program.name}: a Creator Program on Lurkit, with missions and rewards for creators.`),
  };
}

/** The share card of a Key campaign's public page (/campaigns/{id}): the game, the company and what the game is about. */
export function keyCampaignMeta(campaign: {
  name: string;
  gameName: string;
  companyName: string;
  gameDescription: string;
  cover: string | null;
}): PageMeta {
  return {
    title: `${campaign.name} · Lurkit`,
    description: card(campaign.gameDescription, `Free keys for ${campaign.gameName} from ${campaign.companyName}, for creators on Lurkit.`),
    ...(campaign.cover ? { image: campaign.cover } : {}),
  };
}
