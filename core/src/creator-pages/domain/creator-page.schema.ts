import * as v from 'valibot';

/** Spec 9: at most 6 creator pages per creator (code 2015). */
export const MAX_CREATOR_PAGES = 6;
export const CREATOR_PAGE_TITLE_MAX = 60;
export const CREATOR_PAGE_BIO_MAX = 600;
export const CREATOR_PAGE_LINKS_MAX = 10;

/**
 * Spec 8, code 3000: names the site itself answers at `/{name}` cannot be a creator page. Every
 * top-level route of the web app is here (a web test holds the two together), plus names people
 * would take for the site's own.
 */
export const RESERVED_CREATOR_PAGE_NAMES: ReadonlySet<string> = new Set([
  'about',
  'admin',
  'administrator',
  'api',
  'app',
  'assets',
  'auth',
  'blog',
  'campaigns',
  'company',
  'companies',
  'contact',
  'cookies',
  'creator',
  'creator-programs',
  'creators',
  'deals',
  'dev',
  'docs',
  'edit',
  'explore',
  'games',
  'help',
  'home',
  'insights',
  'invitations',
  'legal',
  'login',
  'logout',
  'lurkit',
  'missions',
  'new-password',
  'news',
  'onboarding',
  'pricing',
  'privacy',
  'privacy-policy',
  'quests',
  'register',
  'reset-password',
  'robots.txt',
  'root',
  'security',
  'settings',
  'shop',
  'signin',
  'signup',
  'sitemap.xml',
  'staff',
  'static',
  'status',
  'support',
  'system',
  'terms',
  'terms-of-use',
  'user',
  'users',
  'verify-email',
  'www',
]);

/** Our choice where the spec names only the code (2012): 3-30 letters, digits or single hyphens inside. */
export const CREATOR_PAGE_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,29}$/;
export const CREATOR_PAGE_NAME_RULE = 'Use 3 to 30 letters, digits or hyphens, starting and ending with a letter or digit.';

const link = v.object({
  label: v.pipe(v.string(), v.trim(), v.nonEmpty('Give the link a label.'), v.maxLength(40, 'Keep the label to 40 characters.')),
  url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the link address.'),
    v.maxLength(300, 'Keep the address to 300 characters.'),
    v.url('Enter a full address, starting with https://.'),
    v.regex(/^https?:\/\//i, 'Enter a full address, starting with https://.'),
  ),
});

/** The creator page form: create and edit. */
export const creatorPageSchema = v.object({
  slug: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(CREATOR_PAGE_NAME_PATTERN, CREATOR_PAGE_NAME_RULE)),
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Give the page a title.'),
    v.maxLength(CREATOR_PAGE_TITLE_MAX, `Keep the title to ${CREATOR_PAGE_TITLE_MAX} characters.`),
  ),
  bio: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(CREATOR_PAGE_BIO_MAX, `Keep the text to ${CREATOR_PAGE_BIO_MAX} characters.`),
  ),
  links: v.pipe(v.optional(v.array(link), []), v.maxLength(CREATOR_PAGE_LINKS_MAX, `Add at most ${CREATOR_PAGE_LINKS_MAX} links.`)),
});
export type CreatorPageForm = v.InferInput<typeof creatorPageSchema>;
