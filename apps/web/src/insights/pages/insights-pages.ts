/** The insights pages, loaded together as one lazy chunk by the route table. */
export { CreatorInsightsPage } from './CreatorInsightsPage.tsx';
export { GameInsightsPage } from './GameInsightsPage.tsx';
export { InsightsLivestreamsPage } from './InsightsLivestreamsPage.tsx';
export { InsightsOverviewPage } from './InsightsOverviewPage.tsx';
export { CompareCreatorsPage } from './CompareCreatorsPage.tsx';
export { ShortlistsPage } from './ShortlistsPage.tsx';
export { CompareGamesPage } from './CompareGamesPage.tsx';
