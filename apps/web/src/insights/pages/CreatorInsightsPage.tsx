import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { AudienceAuthenticity } from '@lurkit/ui/insights/AudienceAuthenticity.tsx';
import { GameRankingTable } from '@lurkit/ui/insights/GameRankingTable.tsx';
import { InsightsFigures } from '@lurkit/ui/insights/InsightsFigures.tsx';
import { PostsTable } from '@lurkit/ui/insights/PostsTable.tsx';
import { formatAverage, PLATFORM_LABELS, TIER_LABELS } from '@lurkit/ui/insights/insights-format.ts';
import { formatCount, formatDateTime, formatDecimal } from '@lurkit/ui/format/format.ts';
import { StatTile } from '@lurkit/ui/stat-tile/StatTile.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { TimeSeriesChart } from '@lurkit/ui/time-series-chart/TimeSeriesChart.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useParams, useSearchParams } from 'react-router';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { CompanyNotes } from '../../notes/index.ts';
import { useReportUser } from '../../reports/index.ts';
import { useSWRConfig } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { ShortlistButton } from '@lurkit/ui/insights/ShortlistButton.tsx';
import { creatorPostsKey, useCreatorInsights, useCreatorPosts, useInsightsPost } from '../hooks/use-insights.ts';
import { useShortlistToggle } from '../hooks/use-shortlist.ts';
import { useInsightsFilter } from '../hooks/use-insights-filter.ts';
import type { CreatorInsights, InsightsPostType } from '../operations/insights.operations.ts';
import { chartInstant, gameRow, periodLabel } from './insights-rows.ts';
import { InsightsPeriodSelect } from './InsightsPeriodSelect.tsx';

/** Spec 2's creator details tabs. */
const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'games', label: 'Games' },
  { id: 'notes', label: 'Notes' },
  { id: 'streams', label: 'Streams' },
  { id: 'videos', label: 'Videos' },
  { id: 'shorts', label: 'Shorts' },
  { id: 'vods', label: 'VODs' },
] as const;
type Tab = (typeof TABS)[number]['id'];
type PostTab = 'streams' | 'videos' | 'shorts' | 'vods';
/** VODs are the streams' recordings: the same posts, each opening on its viewer curve. */
const POST_TYPES: Record<PostTab, { type: InsightsPostType; kind: 'Streams' | 'VODs' | 'Videos' | 'Shorts' }> = {
  streams: { type: 'STREAM', kind: 'Streams' },
  videos: { type: 'VIDEO', kind: 'Videos' },
  shorts: { type: 'SHORTS', kind: 'Shorts' },
  vods: { type: 'STREAM', kind: 'VODs' },
};
const isPostTab = (tab: Tab): tab is PostTab => tab in POST_TYPES;

/**
 * /insights/creators/{id}[/{tab}][?post={postId}]: one creator's figures over the period, a daily chart
 * with its table, games, the company's notes and posts; a post selected by the query value shows its
 * figures, and a stream its concurrent viewers over time.
 */
export function CreatorInsightsPage() {
  const { id = '', tab: rawTab } = useParams();
  const tab: Tab = TABS.find((t) => t.id === rawTab)?.id ?? 'overview';
  const { period, search } = useInsightsFilter();
  const [params] = useSearchParams();
  const selectedPost = params.get('post');
  const insights = useCreatorInsights(id, period);
  const report = useReportUser();
  const addToList = useAddToListModal();
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
      {data && (
        <p>
          <Button variant="secondary" onClick={() => addToList([data.creator.id])}>
            Add to list
          </Button>{' '}
          <Button variant="ghost" onClick={() => report(data.creator.id, data.creator.displayName)}>
            Report {data.creator.displayName}
          </Button>
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
        {tab === 'notes' && <CompanyNotes key={id} subject={{ kind: 'CREATOR', id }} />}
        {isPostTab(tab) && (
          <>
            {selectedPost ? (
              <SelectedPost creatorId={id} postId={selectedPost} />
            ) : (
              tab === 'vods' && <p>Choose a VOD to see its concurrent viewers over time.</p>
            )}
            <CreatorPosts
              creatorId={id}
              {...POST_TYPES[tab]}
              hrefOf={(postId) => `/insights/creators/${id}/${tab}${withPost(search, postId)}`}
            />
          </>
        )}
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

/** The filter's query with the selected post added (or replaced). */
function withPost(search: string, postId: string): string {
  const query = new URLSearchParams(search);
  query.set('post', postId);
  return `?${query.toString()}`;
}

function CreatorPosts({
  creatorId,
  type,
  kind,
  hrefOf,
}: {
  creatorId: string;
  type: InsightsPostType;
  kind: 'Streams' | 'VODs' | 'Videos' | 'Shorts';
  hrefOf(postId: string): string;
}) {
  const posts = useCreatorPosts(creatorId, type, kind === 'VODs');
  const { onToggle, busyId } = useShortlistToggle(() => posts.mutate());
  return (
    <PostsTable
      kind={kind}
      hrefOf={hrefOf}
      shortlist={{ onToggle, busyId }}
      rows={posts.rows}
      loading={posts.isLoading}
      hasMore={posts.hasMore}
      onLoadMore={posts.loadMore}
      loadingMore={posts.loadingMore}
    />
  );
}

const POST_KINDS: Record<string, string> = { STREAM: 'Stream', VIDEO: 'Video', SHORTS: 'Short' };

/** The post the query value selects: its figures, and a stream's viewers over time from its samples. */
function SelectedPost({ creatorId, postId }: { creatorId: string; postId: string }) {
  const selected = useInsightsPost(creatorId, postId);
  // The table below shows the same post: both refetch, so its button agrees with this one.
  const { mutate } = useSWRConfig();
  const { onToggle, busyId } = useShortlistToggle(() =>
    Promise.all([
      selected.mutate(),
      selected.data && mutate(unstable_serialize(creatorPostsKey(creatorId, selected.data.post.type))),
      selected.data && mutate(unstable_serialize(creatorPostsKey(creatorId, selected.data.post.type, true))),
    ]),
  );
  if (selected.error) return <Alert tone="error">{String(selected.error.message ?? selected.error)}</Alert>;
  if (!selected.data) return <p>Loading…</p>;
  const { post, viewers } = selected.data;
  const stream = post.type === 'STREAM';
  return (
    <section aria-labelledby="selected-post-title">
      <h2 id="selected-post-title">{post.title}</h2>
      <p>
        {POST_KINDS[post.type] ?? post.type} on {PLATFORM_LABELS[post.provider] ?? post.provider}, {formatDateTime(post.createdAt)}
        {post.listed ? '' : ' (unlisted)'}
      </p>
      <p>
        <ShortlistButton shortlisted={post.shortlisted} title={post.title} busy={busyId === post.id} onToggle={() => onToggle(post)} />{' '}
        <AppLink href={`/insights/shortlists/${stream ? 'streams' : 'videos'}`}>{stream ? 'Stream' : 'Video'} shortlist</AppLink>
      </p>
      <div className="insights-figures">
        <StatTile label="Hours watched" value={formatDecimal(post.hoursWatched)} />
        <StatTile label="Views" value={formatCount(post.views)} />
        {stream && <StatTile label="Average viewers (CCV)" value={formatAverage(post.averageCcv)} />}
        {stream && <StatTile label="Peak viewers" value={formatCount(post.peakCcv)} />}
      </div>
      {stream && (
        <TimeSeriesChart
          title="Concurrent viewers"
          description="Viewers during the stream, as the platform reported them (Stockholm time)."
          series={[{ key: 'viewers', label: 'Viewers' }]}
          timeFormat="time"
          points={viewers.map((s) => ({ at: s.sampledAt, values: { viewers: s.viewers } }))}
        />
      )}
    </section>
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
  watchTimeHours: 0,
};
