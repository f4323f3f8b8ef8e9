import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { AudienceAuthenticity } from '@lurkit/ui/insights/AudienceAuthenticity.tsx';
import { GameRankingTable } from '@lurkit/ui/insights/GameRankingTable.tsx';
import { InsightsFigures } from '@lurkit/ui/insights/InsightsFigures.tsx';
import { PostsTable } from '@lurkit/ui/insights/PostsTable.tsx';
import { PLATFORM_LABELS, TIER_LABELS } from '@lurkit/ui/insights/insights-format.ts';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { TimeSeriesChart } from '@lurkit/ui/time-series-chart/TimeSeriesChart.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useParams } from 'react-router';
import { useCreatorInsights, useCreatorPosts } from '../hooks/use-insights.ts';
import { useInsightsFilter } from '../hooks/use-insights-filter.ts';
import type { CreatorInsights, InsightsPostType } from '../operations/insights.operations.ts';
import { chartInstant, gameRow, periodLabel } from './insights-rows.ts';
import { InsightsPeriodSelect } from './InsightsPeriodSelect.tsx';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'games', label: 'Games' },
  { id: 'streams', label: 'Streams' },
  { id: 'videos', label: 'Videos' },
  { id: 'shorts', label: 'Shorts' },
] as const;
type Tab = (typeof TABS)[number]['id'];
const POST_TYPES: Record<'streams' | 'videos' | 'shorts', { type: InsightsPostType; kind: 'Streams' | 'Videos' | 'Shorts' }> = {
  streams: { type: 'STREAM', kind: 'Streams' },
  videos: { type: 'VIDEO', kind: 'Videos' },
  shorts: { type: 'SHORTS', kind: 'Shorts' },
};

/** /insights/creators/{id}[/{tab}]: one creator's figures over the period, a daily chart with its table, games and posts. */
export function CreatorInsightsPage() {
  const { id = '', tab: rawTab } = useParams();
  const tab: Tab = TABS.find((t) => t.id === rawTab)?.id ?? 'overview';
  const { period, search } = useInsightsFilter();
  const insights = useCreatorInsights(id, period);
  if (insights.error) return <Alert tone="error">{String(insights.error.message ?? insights.error)}</Alert>;
  const data = insights.data;
  return (
    <>
      <p>
        <AppLink href={`/insights/livestreams/content-creators${search}`}>All content creators</AppLink>
      </p>
      <h1>{data ? data.creator.displayName : 'Creator insights'}</h1>
      {data && (
        <p>
          {data.creator.channels
            .map((c) => `${PLATFORM_LABELS[c.provider] ?? c.provider} @${c.handle} (${c.country}, ${c.language})`)
            .join(' · ')}
          {' · '}Tier by CCV: {TIER_LABELS[data.tierByCcv]}, by views: {TIER_LABELS[data.tierByViews]}
        </p>
      )}
      <InsightsPeriodSelect />
      <UrlTabs
        label="Creator insights"
        activeId={tab}
        panelId="creator-insights-panel"
        tabs={TABS.map((t) => ({
          id: t.id,
          label: t.label,
          href: `/insights/creators/${id}${t.id === 'overview' ? '' : `/${t.id}`}${search}`,
        }))}
      />
      <div id="creator-insights-panel">
        {tab === 'overview' && <CreatorOverview data={data} loading={insights.isLoading} />}
        {tab === 'games' && (
          <GameRankingTable
            caption="Games played"
            rows={(data?.games ?? []).map(gameRow)}
            hrefOf={(g) => `/insights/games/${g}${search}`}
            loading={insights.isLoading}
          />
        )}
        {(tab === 'streams' || tab === 'videos' || tab === 'shorts') && <CreatorPosts creatorId={id} {...POST_TYPES[tab]} />}
      </div>
    </>
  );
}

function CreatorOverview({ data, loading }: { data: CreatorInsights | undefined; loading: boolean }) {
  if (!data) return <InsightsFigures figures={EMPTY} caption="Loading" loading={loading} />;
  const caption = periodLabel(data.period);
  return (
    <>
      <InsightsFigures figures={data.figures} caption={caption} />
      <AudienceAuthenticity {...data.authenticity} caption={caption} />
      <TimeSeriesChart
        title="Hours watched per day"
        description={`Streams, videos and shorts, ${caption}.`}
        series={[{ key: 'hoursWatched', label: 'Hours watched' }]}
        points={data.daily.map((d) => ({
          at: chartInstant(d.day),
          values: { hoursWatched: Math.round(d.figures.hoursWatched * 10) / 10 },
        }))}
      />
    </>
  );
}

function CreatorPosts({ creatorId, type, kind }: { creatorId: string; type: InsightsPostType; kind: 'Streams' | 'Videos' | 'Shorts' }) {
  const posts = useCreatorPosts(creatorId, type);
  return (
    <PostsTable
      kind={kind}
      rows={posts.rows}
      loading={posts.isLoading}
      hasMore={posts.hasMore}
      onLoadMore={posts.loadMore}
      loadingMore={posts.loadingMore}
    />
  );
}

const EMPTY = {
  streams: 0,
  streamHours: 0,
  hoursWatched: 0,
  averageCcv: null,
  peakCcv: 0,
  videos: 0,
  videoViews: 0,
  shorts: 0,
  shortViews: 0,
};
