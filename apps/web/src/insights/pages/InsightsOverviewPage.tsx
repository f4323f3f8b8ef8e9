import { CreatorRankingTable } from '@lurkit/ui/insights/CreatorRankingTable.tsx';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { GameRankingTable } from '@lurkit/ui/insights/GameRankingTable.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { useInsightsCreators, useInsightsGames } from '../hooks/use-insights.ts';
import { useInsightsFilter } from '../hooks/use-insights-filter.ts';
import { creatorRow, gameRow } from './insights-rows.ts';
import { InsightsFilters } from './InsightsFilters.tsx';

/** /insights/overview: the filtered top ten creators and games, with links to the full lists. */
export function InsightsOverviewPage() {
  const { input, search } = useInsightsFilter();
  const creators = useInsightsCreators(input, 10);
  const games = useInsightsGames(input, 10);
  const addToList = useAddToListModal();
  return (
    <>
      <h1>Insights</h1>
      <p>
        <AppLink href="/insights/shortlists/streams">Shortlists</AppLink>
      </p>
      <InsightsFilters />
      <h2>Top creators</h2>
      <CreatorRankingTable
        onAddToList={addToList}
        rows={creators.rows.map(creatorRow)}
        totalCount={creators.first?.totalCount ?? 0}
        hrefOf={(id) => `/insights/creators/${id}${search}`}
        loading={creators.isLoading}
      />
      <p>
        <AppLink href={`/insights/livestreams/content-creators${search}`}>All content creators</AppLink>
      </p>
      <h2>Top games</h2>
      <GameRankingTable rows={games.rows.map(gameRow)} hrefOf={(id) => `/insights/games/${id}${search}`} loading={games.isLoading} />
      <p>
        <AppLink href={`/insights/livestreams/games${search}`}>All games</AppLink>
      </p>
    </>
  );
}
