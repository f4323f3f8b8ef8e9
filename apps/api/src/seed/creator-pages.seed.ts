import type { CreatorPagesDeps } from '@lurkit/core/creator-pages/application/creator-pages-deps.ts';
import type { CreatorPage } from '@lurkit/core/creator-pages/domain/creator-page.entity.ts';
import { MAX_CREATOR_PAGES, RESERVED_CREATOR_PAGE_NAMES } from '@lurkit/core/creator-pages/domain/creator-page.schema.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

export type CreatorPagesSeeding = Pick<CreatorPagesDeps, 'pages'>;

/** democreator's pages: the public profile at /democreator and a second one for speedruns. */
export const DEMO_CREATOR_PAGES = [
  {
    slug: 'democreator',
    title: 'Demo Creator plays indie games',
    bio: 'Cozy indie games on Twitch every weekday evening (Stockholm time), highlights on YouTube and TikTok.',
    links: [{ label: 'Discord', url: 'https://discord.gg/lurkit-demo' }],
  },
  { slug: 'democreator-speedruns', title: 'Speedruns with Demo Creator', bio: null, links: [] },
] as const;

/** democreator's two pages, and one each for a few other creators so /{slug} has neighbours. */
export async function seedCreatorPages(
  deps: CreatorPagesSeeding,
  accounts: SeededAccounts,
  random: SeededRandom,
  now: Date,
): Promise<CreatorPage[]> {
  const [demo, ...others] = accounts.creators;
  if (!demo) return [];
  const pages: CreatorPage[] = [];
  const add = async (creatorId: string, values: Pick<CreatorPage, 'slug' | 'title' | 'bio' | 'links'>) => {
    const createdAt = addMs(now, -random.int(1, 60) * DAY_MS);
    const page: CreatorPage = { id: random.uuid(), creatorId, ...values, links: [...values.links], createdAt, updatedAt: createdAt };
    if (await deps.pages.insertWithinLimit(page, MAX_CREATOR_PAGES)) pages.push(page);
  };
  for (const values of DEMO_CREATOR_PAGES) await add(demo.id, values);
  for (const creator of others.slice(0, 5).filter((c) => !RESERVED_CREATOR_PAGE_NAMES.has(c.username.toLowerCase())))
    await add(creator.id, { slug: creator.username.toLowerCase(), title: `${creator.displayName}'s channel`, bio: null, links: [] });
  return pages;
}
