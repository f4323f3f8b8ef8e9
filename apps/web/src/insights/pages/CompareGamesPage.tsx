import { formatAverage, formatCount, formatHours } from '@lurkit/ui/insights/insights-format.ts';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { TimeSeriesChart } from '@lurkit/ui/time-series-chart/TimeSeriesChart.tsx';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { request } from '../../api/gql-client.ts';
import { useInsightsFilter } from '../hooks/use-insights-filter.ts';
import { InsightsGameQuery, type GameInsights } from '../operations/insights.operations.ts';
import { chartInstant, periodLabel } from './insights-rows.ts';
import { InsightsPeriodSelect } from './InsightsPeriodSelect.tsx';

/** At most four side by side, as for creators: the chart keeps one colour per game. */
const MAX_COMPARED = 4;

const ROWS: [string, (g: GameInsights) => string][] = [
  ['Creators', (g) => formatCount(g.creators)],
  ['Hours watched', (g) => formatHours(g.figures.hoursWatched)],
  ['Average viewers (CCV)', (g) => formatAverage(g.figures.averageCcv)],
  ['Peak viewers', (g) => formatCount(g.figures.peakCcv)],
  ['Streams', (g) => formatCount(g.figures.streams)],
  ['Hours streamed', (g) => formatHours(g.figures.streamHours)],
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
  const games = compared.data ?? [];
  const first = games[0];
  return (
    <>
      <p>
        <AppLink href={`/insights/livestreams/games${search.replace(/games=[^&]*&?/, '')}`}>All games</AppLink>
      </p>
      <h1>Compare games</h1>
      <InsightsPeriodSelect />
      {compared.error && <p role="alert">{String(compared.error.message ?? compared.error)}</p>}
      {ids.length < 2 && <p>Select two or more games on the Games tab to compare them.</p>}
      {first && (
        <>
          <table>
            <caption>Figures, {periodLabel(first.period)}</caption>
            <thead>
              <tr>
                <th scope="col">Figure</th>
                {games.map((g) => (
                  <th key={g.game.id} scope="col">
                    <AppLink href={`/insights/games/${g.game.id}`}>{g.game.name}</AppLink>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {games.map((g) => (
                    <td key={g.game.id}>{value(g)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <TimeSeriesChart
            title="Hours watched per day"
            description={`Every creator's content about each game, ${periodLabel(first.period)}.`}
            series={games.map((g) => ({ key: g.game.id, label: g.game.name }))}
            points={first.daily.map((d, day) => ({
              at: chartInstant(d.day),
              values: Object.fromEntries(games.map((g) => [g.game.id, Math.round((g.daily[day]?.figures.hoursWatched ?? 0) * 10) / 10])),
            }))}
          />
        </>
      )}
    </>
  );
}
