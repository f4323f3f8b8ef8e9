import type { CreatorPagesDeps } from '@lurkit/core/creator-pages/application/creator-pages-deps.ts';
import type { AnalyticsPage } from '@lurkit/core/creator-pages/domain/analytics-page.entity.ts';
import { MAX_ANALYTICS_PAGES } from '@lurkit/core/creator-pages/domain/analytics-page.schema.ts';
import type { CreatorPage } from '@lurkit/core/creator-pages/domain/creator-page.entity.ts';
import { MAX_CREATOR_PAGES, RESERVED_CREATOR_PAGE_NAMES } from '@lurkit/core/creator-pages/domain/creator-page.schema.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

export type CreatorPagesSeeding = Pick<CreatorPagesDeps, 'pages' | 'analyticsPages'>;

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

/** democreator's analytics pages: one for sponsors (streams over 90 days), one for video over 30 days. */
export const DEMO_ANALYTICS_PAGES: readonly Pick<AnalyticsPage, 'name' | 'period' | 'figures'>[] = [
  { name: 'sponsor-deck', period: 'LAST_90_DAYS', figures: ['streams', 'hoursWatched', 'averageCcv', 'peakCcv'] },
  { name: 'video-month', period: 'LAST_30_DAYS', figures: ['videos', 'videoViews', 'shorts', 'shortViews'] },
];

export async function seedAnalyticsPages(
  deps: Pick<CreatorPagesSeeding, 'analyticsPages'>,
  accounts: SeededAccounts,
  random: SeededRandom,
  now: Date,
) {
  const [demo] = accounts.creators;
  if (!demo) return;
  for (const values of DEMO_ANALYTICS_PAGES) {
    const createdAt = addMs(now, -random.int(1, 30) * DAY_MS);
    const page: AnalyticsPage = {
      id: random.uuid(),
      creatorId: demo.id,
      ...values,
      figures: [...values.figures],
      createdAt,
      updatedAt: createdAt,
    };
    await deps.analyticsPages.insertWithinLimit(page, MAX_ANALYTICS_PAGES);
  }
}
