/**
 * The floor plan's moves, [from, to] as repository paths (a file or a folder). Kept after they ran so
 * that `node scripts/move-modules.ts` also mends imports in files written against the old places.
 */
export const MOVES: ReadonlyArray<readonly [string, string]> = [
  // API: profile, topics and creator access are the accounts context's (core/src/accounts/{profile,creator-access}).
  ['apps/api/src/graphql/profile', 'apps/api/src/graphql/accounts'],
  ['apps/api/src/graphql/creator-access', 'apps/api/src/graphql/accounts'],
  // Creator management's list of Key participants reads the keys context.
  ['apps/api/src/graphql/company/creator-management.ts', 'apps/api/src/graphql/keys/company-key-participants.ts'],

  // API: the audience authenticity field sits on creators of six contexts.
  ['apps/api/src/graphql/insights/audience-authenticity.ts', 'apps/api/src/graphql/shared/audience-authenticity.ts'],

  // Web: infrastructure every context uses.
  ['apps/web/src/api', 'apps/web/src/shared/api'],
  ['apps/web/src/forms', 'apps/web/src/shared/forms'],
  ['apps/web/src/session', 'apps/web/src/shared/session'],
  ['apps/web/src/routing', 'apps/web/src/shared/routing'],
  ['apps/web/src/public/use-document-title.ts', 'apps/web/src/shared/use-document-title.ts'],
  // Web: pieces of the shell that every context's pages use.
  ['apps/web/src/app/PageStatus.tsx', 'apps/web/src/shared/PageStatus.tsx'],
  ['apps/web/src/app/RouterLink.tsx', 'apps/web/src/shared/RouterLink.tsx'],
  ['apps/web/src/app/NotFoundPage.tsx', 'apps/web/src/shared/NotFoundPage.tsx'],
  ['apps/web/src/app/SettingsSection.tsx', 'apps/web/src/shared/SettingsSection.tsx'],
  // Web: the company home's frame is only the company home's; the routes' test reads the app's routes.
  ['apps/web/src/app/RoleHome.tsx', 'apps/web/src/insights/pages/RoleHome.tsx'],
  ['apps/web/src/creator-pages/creator-page-routes.test.ts', 'apps/web/src/app/creator-page-routes.test.ts'],
  // Web: the public shell (landing, legal pages and their routes).
  ['apps/web/src/public/public-routes.tsx', 'apps/web/src/app/public-routes.tsx'],
  ['apps/web/src/public/legal', 'apps/web/src/app/legal'],
  ['apps/web/src/public/pages/LandingPage.tsx', 'apps/web/src/app/pages/LandingPage.tsx'],
  ['apps/web/src/public/pages/RootPage.tsx', 'apps/web/src/app/pages/RootPage.tsx'],
  ['apps/web/src/public/pages/LegalPage.tsx', 'apps/web/src/app/pages/LegalPage.tsx'],
  // Web: explore and games (core/src/explore, core/src/games).
  ['apps/web/src/public/explore-cards.tsx', 'apps/web/src/explore/explore-cards.tsx'],
  ['apps/web/src/public/hooks/use-explore.ts', 'apps/web/src/explore/hooks/use-explore.ts'],
  ['apps/web/src/public/operations/explore.operations.ts', 'apps/web/src/explore/operations/explore.operations.ts'],
  ['apps/web/src/public/pages/ExplorePage.tsx', 'apps/web/src/explore/pages/ExplorePage.tsx'],
  ['apps/web/src/public/pages/ExplorePage.css', 'apps/web/src/explore/pages/ExplorePage.css'],
  ['apps/web/src/public/hooks/use-games.ts', 'apps/web/src/games/hooks/use-games.ts'],
  ['apps/web/src/public/operations/games.operations.ts', 'apps/web/src/games/operations/games.operations.ts'],
  ['apps/web/src/public/games', 'apps/web/src/games/pages'],
  // Web: creator access, onboarding and topics are the accounts context's profile.
  ['apps/web/src/creator-access', 'apps/web/src/accounts'],
  ['apps/web/src/creator-onboarding', 'apps/web/src/accounts'],
  ['apps/web/src/creator-topics', 'apps/web/src/accounts'],
  // Web: analytics pages are the creator-pages context's (core/src/creator-pages).
  ['apps/web/src/analytics-pages', 'apps/web/src/creator-pages'],
  // Web: pages over every activation kind (overview, create, creator management) sit with publishing.
  ['apps/web/src/activations', 'apps/web/src/publishing'],
  ['apps/web/src/creator-management', 'apps/web/src/publishing'],
  // Web: the company and creator homes read insights (core/src/insights get-company-home); the run timeline is reporting's.
  ['apps/web/src/home/hooks/use-run-timeline.ts', 'apps/web/src/reporting/hooks/use-run-timeline.ts'],
  ['apps/web/src/home/operations/run-timeline.operations.ts', 'apps/web/src/reporting/operations/run-timeline.operations.ts'],
  ['apps/web/src/home/run-event-words.ts', 'apps/web/src/reporting/run-event-words.ts'],
  ['apps/web/src/home', 'apps/web/src/insights'],

  // Stories follow the pages they show.
  ['stories/activations', 'stories/publishing'],
  ['stories/creator-management', 'stories/publishing'],
  ['stories/analytics-pages', 'stories/creator-pages'],
  ['stories/creator-access', 'stories/accounts'],
  ['stories/creator-onboarding', 'stories/accounts'],
  ['stories/creator-topics', 'stories/accounts'],
  ['stories/home', 'stories/insights'],
  ['stories/public/ExplorePage.stories.tsx', 'stories/explore/ExplorePage.stories.tsx'],
  ['stories/public/LandingPage.stories.tsx', 'stories/app/LandingPage.stories.tsx'],
  ['stories/public/LegalPages.stories.tsx', 'stories/app/LegalPages.stories.tsx'],
  ['stories/public', 'stories/games'],
  ['stories/demos', 'stories/shared/demos'],
];
