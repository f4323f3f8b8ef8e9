import { CreatorRankingTable } from '@lurkit/ui/insights/CreatorRankingTable.tsx';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { GameRankingTable } from '@lurkit/ui/insights/GameRankingTable.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { ExportPanel } from '@lurkit/ui/insights/ExportPanel.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useInsightsCreators, useInsightsGames } from '../hooks/use-insights.ts';
import { useInsightsExport } from '../hooks/use-insights-export.ts';
import { useInsightsFilter } from '../hooks/use-insights-filter.ts';
import { creatorRow, gameRow, periodLabel } from './insights-rows.ts';
import { InsightsFilters } from './InsightsFilters.tsx';

export type LivestreamsTab = 'content-creators' | 'games';

/** /insights/livestreams/content-creators and /games: the filtered rankings. */
export function InsightsLivestreamsPage({ tab }: { tab: LivestreamsTab }) {
  const { search } = useInsightsFilter();
  return (
    <>
      <h1>Livestream insights</h1>
      <UrlTabs
        label="Livestream insights"
        activeId={tab}
        panelId="insights-panel"
        tabs={[
          { id: 'content-creators', label: 'Content creators', href: `/insights/livestreams/content-creators${search}` },
          { id: 'games', label: 'Games', href: `/insights/livestreams/games${search}` },
        ]}
      />
      <div id="insights-panel">
        <InsightsFilters />
        {tab === 'content-creators' ? <CreatorsRanking /> : <GamesRanking />}
      </div>
    </>
  );
}

function CreatorsRanking() {
  const { input, search } = useInsightsFilter();
  const creators = useInsightsCreators(input);
  const navigate = useNavigate();
  const addToList = useAddToListModal();
  if (creators.error) return <Alert tone="error">{String(creators.error.message ?? creators.error)}</Alert>;
  return (
    <>
      {creators.first && <p>{periodLabel(creators.first.period)}</p>}
      <ListExport list="creators" />
      <CreatorRankingTable
        onAddToList={addToList}
        rows={creators.rows.map(creatorRow)}
        totalCount={creators.first?.totalCount ?? 0}
        hrefOf={(id) => `/insights/creators/${id}${search}`}
        onCompare={(ids) => navigate(`/insights/compare?creators=${ids.slice(0, 4).join(',')}&${search.slice(1)}`)}
        loading={creators.isLoading}
        hasMore={creators.hasMore}
        onLoadMore={creators.loadMore}
        loadingMore={creators.loadingMore}
      />
    </>
  );
}

/** The tab's list as CSV (creators or games), from the company's monthly export quota. */
function ListExport({ list }: { list: 'creators' | 'games' }) {
  const { input } = useInsightsFilter();
  const [platform, setPlatform] = useState<string>(input.platforms?.[0] ?? 'twitch');
  const exports = useInsightsExport();
  const toasts = useToasts();
  return (
    <ExportPanel
      platform={platform}
      onPlatformChange={setPlatform}
      remaining={exports.quota?.remaining}
      limit={exports.quota?.limit}
      exporting={exports.exporting}
      rowsReceived={exports.rowsReceived}
      error={exports.error}
      onExport={async () => {
        if (await exports.start(platform, input, list)) toasts.add({ type: 'success', content: 'Export downloaded.' });
      }}
    />
  );
}

function GamesRanking() {
  const { input, search } = useInsightsFilter();
  const games = useInsightsGames(input);
  const navigate = useNavigate();
  if (games.error) return <Alert tone="error">{String(games.error.message ?? games.error)}</Alert>;
  return (
    <>
      {games.first && <p>{periodLabel(games.first.period)}</p>}
      <ListExport list="games" />
      <GameRankingTable
        caption={`Games (${games.first?.totalCount ?? 0})`}
        rows={games.rows.map(gameRow)}
        hrefOf={(id) => `/insights/games/${id}${search}`}
        onCompare={(ids) => navigate(`/insights/compare/games?games=${ids.slice(0, 4).join(',')}&${search.slice(1)}`)}
        loading={games.isLoading}
        hasMore={games.hasMore}
        onLoadMore={games.loadMore}
        loadingMore={games.loadingMore}
      />
    </>
  );
}
