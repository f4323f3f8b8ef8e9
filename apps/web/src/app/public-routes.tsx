import type { RouteObject } from 'react-router';
import { RootPage } from './pages/RootPage.tsx';
import { GAME_LIST_PAGES } from '../games/pages/game-lists.ts';

/**
 * The public experience (spec 1): pages anyone may open, signed in or not. Each is loaded on its
 * own (route-level code splitting), so a visitor's first page carries only what it shows.
 */
const legal = (kind: 'terms' | 'privacy' | 'company-terms' | 'company-privacy') => async () => {
  const { LegalPage } = await import('./pages/LegalPage.tsx');
  return { element: <LegalPage kind={kind} /> };
};

const game = (tab: 'news' | 'streams' | 'videos') => async () => {
  const { GamePage } = await import('../games/pages/GamePage.tsx');
  return { element: <GamePage tab={tab} /> };
};

const company = (tab: 'about' | 'campaigns') => async () => {
  const { CompanyPublicPage } = await import('../games/pages/CompanyPublicPage.tsx');
  return { element: <CompanyPublicPage tab={tab} /> };
};

export const publicRoutes: RouteObject[] = [
  { path: '/', element: <RootPage /> },
  {
    path: '/explore',
    lazy: async () => {
      const { ExplorePage } = await import('../explore/pages/ExplorePage.tsx');
      return { Component: ExplorePage };
    },
  },
  { path: '/terms-of-use', lazy: legal('terms') },
  { path: '/privacy-policy', lazy: legal('privacy') },
  { path: '/company/terms-of-use', lazy: legal('company-terms') },
  { path: '/company/privacy-policy', lazy: legal('company-privacy') },
  // games: static list paths rank above /games/:id.
  {
    path: '/games',
    lazy: async () => {
      const { GamesPage } = await import('../games/pages/GamesPage.tsx');
      return { element: <GamesPage /> };
    },
  },
  ...GAME_LIST_PAGES.map(({ id }) => ({
    path: `/games/${id}`,
    lazy: async () => {
      const { GamesPage } = await import('../games/pages/GamesPage.tsx');
      return { element: <GamesPage list={id} /> };
    },
  })),
  ...(['news', 'streams', 'videos'] as const).flatMap((tab) => [
    {
      path: tab === 'news' ? '/games/:id' : `/games/:id/${tab}`,
      lazy: game(tab),
    },
    ...(tab === 'news' ? [{ path: '/games/:id/news', lazy: game('news') }] : []),
  ]),
  {
    path: '/games/:id/news/:articleId',
    lazy: async () => {
      const { NewsArticlePage } = await import('../games/pages/NewsArticlePage.tsx');
      return { Component: NewsArticlePage };
    },
  },
  // A company's public page; its custom domain serving is the programs context's.
  { path: '/company/:id', lazy: company('about') },
  { path: '/company/:id/campaigns', lazy: company('campaigns') },
];
