import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { CreatorRankingTable } from '@lurkit/ui/insights/CreatorRankingTable.tsx';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { InsightsFigures } from '@lurkit/ui/insights/InsightsFigures.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { TimeSeriesChart } from '@lurkit/ui/time-series-chart/TimeSeriesChart.tsx';
import { useParams } from 'react-router';
import { CompanyNotes } from '../../notes/index.ts';
import { useGameInsights } from '../hooks/use-insights.ts';
import { useInsightsFilter } from '../hooks/use-insights-filter.ts';
import { chartInstant, periodLabel } from './insights-rows.ts';
import { InsightsPeriodSelect } from './InsightsPeriodSelect.tsx';

/**
 * /insights/games/{id}: one game's figures over the period, a daily chart with its table, its top
 * creators, and the company's notes on the game (spec 2: game insights with notes).
 */
export function GameInsightsPage() {
  const { id = '' } = useParams();
  const { period, search } = useInsightsFilter();
  const insights = useGameInsights(id, period);
  const addToList = useAddToListModal();
  if (insights.error) return <Alert tone="error">{String(insights.error.message ?? insights.error)}</Alert>;
  const data = insights.data;
  const caption = data ? periodLabel(data.period) : 'Loading';
  return (
    <>
      <p>
        <AppLink href={`/insights/livestreams/games${search}`}>All games</AppLink>
      </p>
      <h1>{data?.game.name ?? 'Game insights'}</h1>
      {data && <p>{data.creators} creators in this period</p>}
      <InsightsPeriodSelect />
      {data && (
        <>
          <InsightsFigures figures={data.figures} caption={caption} />
          <TimeSeriesChart
            title="Hours watched per day"
            description={`Every creator's content about ${data.game.name}, ${caption}.`}
            series={[{ key: 'hoursWatched', label: 'Hours watched' }]}
            points={data.daily.map((d) => ({
              at: chartInstant(d.day),
              values: { hoursWatched: Math.round(d.figures.hoursWatched * 10) / 10 },
            }))}
          />
          <h2>Top creators</h2>
          <CreatorRankingTable
            onAddToList={addToList}
            rows={data.topCreators.map((r) => ({
              id: r.creator.id,
              displayName: r.creator.displayName,
              username: '',
              tier: r.tier,
              platforms: [],
              countries: [],
              hoursWatched: r.figures.hoursWatched,
              averageCcv: r.figures.averageCcv,
              peakCcv: r.figures.peakCcv,
              streams: r.figures.streams,
              videos: r.figures.videos,
            }))}
            totalCount={data.creators}
            hrefOf={(c) => `/insights/creators/${c}${search}`}
          />
          <CompanyNotes key={id} subject={{ kind: 'GAME', id }} />
        </>
      )}
    </>
  );
}
