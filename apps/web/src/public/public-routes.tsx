import type { RouteObject } from 'react-router';
import { RootPage } from './pages/RootPage.tsx';

/**
 * The public experience (issue 14): pages anyone may open, signed in or not. Each is loaded on its
 * own (route-level code splitting), so a visitor's first page carries only what it shows.
 */
const legal = (kind: 'terms' | 'privacy' | 'company-terms' | 'company-privacy') => async () => {
  const { LegalPage } = await import('./pages/LegalPage.tsx');
  return { element: <LegalPage kind={kind} /> };
};

export const publicRoutes: RouteObject[] = [
  { path: '/', element: <RootPage /> },
  {
    path: '/explore',
    lazy: async () => {
      const { ExplorePage } = await import('./pages/ExplorePage.tsx');
      return { Component: ExplorePage };
    },
  },
  { path: '/terms-of-use', lazy: legal('terms') },
  { path: '/privacy-policy', lazy: legal('privacy') },
  { path: '/company/terms-of-use', lazy: legal('company-terms') },
  { path: '/company/privacy-policy', lazy: legal('company-privacy') },
];
