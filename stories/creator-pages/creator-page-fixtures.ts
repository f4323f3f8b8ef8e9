import type { MyCreatorPages, PublicCreatorPage } from '../../apps/web/src/creator-pages/operations/creator-pages.operations.ts';
import { PROFILE_PICTURE_URL } from '../support/fixtures.ts';

const at = '2026-11-01T10:00:00.000Z';

/** Anna's two pages, as her own list shows them. */
export const annasPages: MyCreatorPages = [
  {
    id: 'page-1',
    slug: 'anna-streams',
    title: 'Anna streams cozy games',
    bio: 'Cozy games every weekday evening, Stockholm time.',
    links: [{ label: 'Discord', url: 'https://discord.gg/anna' }],
    createdAt: at,
    updatedAt: at,
  },
  { id: 'page-2', slug: 'anna-speedruns', title: 'Speedruns with Anna', bio: null, links: [], createdAt: at, updatedAt: at },
];

/** Six pages: the most a creator can have (spec 9). */
export const sixPages: MyCreatorPages = Array.from({ length: 6 }, (_, i) => ({
  ...annasPages[1]!,
  id: `page-${i + 1}`,
  slug: `anna-page-${i + 1}`,
  title: `Anna's page ${i + 1}`,
}));

/** Anna's first page as anyone sees it at /anna-streams. */
export const annasPublicPage: NonNullable<PublicCreatorPage> = {
  creatorId: '00000000-0000-4000-8000-0000000000a1',
  creatorName: 'Anna Streams',
  channels: [
    { provider: 'twitch', handle: 'annastreams', displayName: 'AnnaStreams', followers: 12_400 },
    { provider: 'youtube', handle: '@annastreams', displayName: 'Anna Streams', followers: 3_100 },
  ],
  completionRate: { rate: 0.75, onTime: 3, late: 0, missing: 1 },
  viewerIsOwner: false,
  creatorPictureUrl: PROFILE_PICTURE_URL,
  authenticity: null,
  page: annasPages[0]!,
};
