import { formatAverage } from '@lurkit/ui/insights/insights-format.ts';
import { formatCount, formatDecimal } from '@lurkit/ui/format/format.ts';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { useInsightsFilter } from '../hooks/use-insights-filter.ts';
import { InsightsGameQuery, type GameInsights } from '../operations/insights.operations.ts';
import { ComparisonView, MAX_COMPARED } from './ComparisonView.tsx';
import { InsightsPeriodSelect } from './InsightsPeriodSelect.tsx';

const ROWS: [string, (g: GameInsights) => string][] = [
  ['Creators', (g) => formatCount(g.creators)],
  ['Hours watched', (g) => formatDecimal(g.figures.hoursWatched)],
  ['Average viewers (CCV)', (g) => formatAverage(g.figures.averageCcv)],
  ['Peak viewers', (g) => formatCount(g.figures.peakCcv)],
  ['Streams', (g) => formatCount(g.figures.streams)],
  ['Hours streamed', (g) => formatDecimal(g.figures.streamHours)],
  ['Videos', (g) => formatCount(g.figures.videos)],
  ['Video views', (g) => formatCount(g.figures.videoViews)],
  ['Shorts', (g) => formatCount(g.figures.shorts)],
  ['Top creator', (g) => g.topCreators[0]?.creator.displayName ?? '–'],
];

/** /insights/compare/games?games=a,b: games side by side over one period, figures and daily hours watched. */
export function CompareGamesPage() {
  const [params] = useSearchParams();
  const ids = (params.get('games') ?? '').split(',').filter(Boolean).slice(0, MAX_COMPARED);
  const { period, search } = useInsightsFilter();
  const compared = useSWR(['gql:CompareGames', ids.join(','), JSON.stringify(period)], () =>
    Promise.all(ids.map((gameId) => request(InsightsGameQuery, { gameId, period }).then((d) => d.insightsGame))),
  );
  return (
    <>
      <p>
        <AppLink href={`/insights/livestreams/games${search.replace(/games=[^&]*&?/, '')}`}>All games</AppLink>
      </p>
      <h1>Compare games</h1>
      <InsightsPeriodSelect />
      {compared.error && <p role="alert">{String(compared.error.message ?? compared.error)}</p>}
      {ids.length < 2 && <p>Select two or more games on the Games tab to compare them.</p>}
      <ComparisonView
        compared={compared.data ?? []}
        identify={(g) => ({ id: g.game.id, name: g.game.name, href: `/insights/games/${g.game.id}` })}
        rows={ROWS}
        chartDescription="Every creator's content about each game"
      />
    </>
  );
}
