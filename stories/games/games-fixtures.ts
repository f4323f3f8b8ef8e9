import type { GameNewsArticle, ListedGame, PublicCompanyPage, PublicGame } from '../../apps/web/src/games/operations/games.operations.ts';

/** A generated cover, as the catalogue sandbox makes them (no network). */
export const cover = (hue: number) =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="264" height="352"><rect width="264" height="352" fill="hsl(${hue},60%,35%)"/></svg>`,
  );

export const GAME_ID = '7a1f3c2e-5b4d-4e6f-8a9b-0c1d2e3f4a5b';
export const ARTICLE_ID = '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901';

export const listedGame = (n: number, overrides: Partial<ListedGame> = {}): ListedGame => ({
  id: n === 0 ? GAME_ID : `7a1f3c2e-5b4d-4e6f-8a9b-0c1d2e3f4a${String(n).padStart(2, '0')}`,
  name: [
    'Lantern Coast',
    'Glass Orchard',
    'Starfall Rally',
    'Quiet Engines',
    'Paper Moons',
    'Copper Tide',
    'Mossy Knights',
    'Signal Lost',
    'Winter Relay',
    'Fjord Fishers',
  ][n % 10]!,
  coverUrl: cover(n * 37),
  releaseDate: new Date(Date.UTC(2026, 4, 29 - n)).toISOString(),
  hype: 40 - n,
  platformFamilies: ['Pc', 'Playstation'],
  genres: ['Adventure', 'Indie'],
  source: 'sandbox',
  ...overrides,
});

export const gameLists = {
  'new-game-releases': Array.from({ length: 10 }, (_, n) => listedGame(n)),
  'anticipated-games': [listedGame(2, { releaseDate: null }), listedGame(3, { releaseDate: '2026-12-01T10:00:00.000Z' })],
  'upcoming-games': [listedGame(3, { releaseDate: '2026-12-01T10:00:00.000Z' })],
};

export const publicGame: PublicGame = {
  id: GAME_ID,
  name: 'Lantern Coast',
  summary: 'Chart the lighthouses of a quiet archipelago and race the tide home.',
  source: 'igdb',
  coverUrl: cover(200),
  releaseDate: '2026-05-14T09:00:00.000Z',
  hype: 12,
  platforms: ['Steam', 'PlayStation 5', 'Xbox Series X|S'],
  platformFamilies: ['Pc', 'Playstation', 'Xbox'],
  genres: ['Adventure', 'Puzzle'],
  news: [
    {
      id: ARTICLE_ID,
      title: 'Patch 1.2: Night Harbour & photo mode',
      author: 'Lantern Team',
      publishedAt: '2026-05-29T16:03:22.000Z',
      excerpt: 'We fixed the lighthouse clipping bug and added a photo mode.',
    },
    {
      id: '3c4d5e6f-7081-4293-a4b5-c6d7e8f90a12',
      title: 'Lantern Coast is out now!',
      author: null,
      publishedAt: '2026-05-14T09:00:00.000Z',
      excerpt: 'Thank you for waiting with us.',
    },
  ],
  streams: [
    {
      id: '4d5e6f70-8192-43a4-b5c6-d7e8f90a1b23',
      title: 'First night in the harbour',
      creatorName: 'DemoCreator',
      provider: 'twitch',
      durationSeconds: 9000,
      views: 3400,
      averageCcv: 212.4,
      createdAt: '2026-05-28T18:00:00.000Z',
    },
  ],
  videos: [],
};

export const newsArticle: GameNewsArticle = {
  gameNewsArticle: {
    id: ARTICLE_ID,
    title: 'Patch 1.2: Night Harbour & photo mode',
    link: 'https://store.steampowered.com/news/app/1145360/view/5123456789012345678',
    author: 'Lantern Team',
    publishedAt: '2026-05-29T16:03:22.000Z',
    excerpt: 'We fixed the lighthouse clipping bug and added a photo mode.',
    html: '<p>We fixed the lighthouse clipping bug and added a <strong>photo mode</strong>.</p><ul><li>New harbour at night</li><li>Controller remapping</li></ul>',
  },
  catalogueGame: { id: GAME_ID, name: 'Lantern Coast' },
};

export const COMPANY_ID = '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a';
export const publicCompany: PublicCompanyPage = {
  publicCompany: {
    id: COMPANY_ID,
    name: 'Demo Studio',
    type: 'smallGameStudio',
    website: 'https://demostudio.example',
    isVerified: true,
    page: {
      description: 'A small studio in Gothenburg making cosy co-op adventures.',
      logoUrl: '',
      bannerUrl: '',
      links: [{ label: 'Discord', url: 'https://discord.gg/demostudio' }],
      showPrograms: true,
      showKeyCampaigns: true,
      showQuests: true,
    },
  },
  publicCompanyCampaigns: {
    keyCampaigns: [
      {
        id: '5f0c3a52-3a0e-4b8e-9a56-0d1f3e2c9a11',
        name: 'Moonlight Drifters launch keys',
        gameName: 'Moonlight Drifters',
        companyId: COMPANY_ID,
        companyName: 'Demo Studio',
        cover: null,
        genres: ['Adventure'],
        platforms: ['Steam'],
        startDate: '2026-11-01T09:00:00.000Z',
        endDate: '2026-12-31T22:59:00.000Z',
        status: 'live',
      },
    ],
    quests: [],
    programs: [
      {
        id: '6a0c3a52-3a0e-4b8e-9a56-0d1f3e2c9a22',
        name: 'Demo Studio Creators',
        description: 'Our creator community.',
        companyId: COMPANY_ID,
        companyName: 'Demo Studio',
      },
    ],
  },
};
