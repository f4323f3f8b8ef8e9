import { formatAverage, formatCount, formatHours, TIER_LABELS } from '@lurkit/ui/insights/insights-format.ts';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { TimeSeriesChart } from '@lurkit/ui/time-series-chart/TimeSeriesChart.tsx';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { request } from '../../api/gql-client.ts';
import { useAddToListModal } from '../../creator-lists/pages/AddToListModal.tsx';
import { useInsightsFilter } from '../hooks/use-insights-filter.ts';
import { InsightsCreatorQuery, type CreatorInsights } from '../operations/insights.operations.ts';
import { chartInstant, periodLabel } from './insights-rows.ts';
import { InsightsPeriodSelect } from './InsightsPeriodSelect.tsx';

/** At most four side by side: the chart keeps one colour per creator. */
const MAX_COMPARED = 4;

const ROWS: [string, (c: CreatorInsights) => string][] = [
  ['Tier by CCV', (c) => TIER_LABELS[c.tierByCcv] ?? c.tierByCcv],
  ['Hours watched', (c) => formatHours(c.figures.hoursWatched)],
  ['Average viewers (CCV)', (c) => formatAverage(c.figures.averageCcv)],
  ['Peak viewers', (c) => formatCount(c.figures.peakCcv)],
  ['Streams', (c) => formatCount(c.figures.streams)],
  ['Hours streamed', (c) => formatHours(c.figures.streamHours)],
  ['Videos', (c) => formatCount(c.figures.videos)],
  ['Video views', (c) => formatCount(c.figures.videoViews)],
  ['Shorts', (c) => formatCount(c.figures.shorts)],
];

/** /insights/compare?creators=a,b: creators side by side over one period, figures and daily hours watched. */
export function CompareCreatorsPage() {
  const [params] = useSearchParams();
  const ids = (params.get('creators') ?? '').split(',').filter(Boolean).slice(0, MAX_COMPARED);
  const { period, search } = useInsightsFilter();
  const compared = useSWR(['gql:CompareCreators', ids.join(','), JSON.stringify(period)], () =>
    Promise.all(ids.map((creatorId) => request(InsightsCreatorQuery, { creatorId, period }).then((d) => d.insightsCreator))),
  );
  const creators = compared.data ?? [];
  const first = creators[0];
  const addToList = useAddToListModal();
  return (
    <>
      <p>
        <AppLink href={`/insights/livestreams/content-creators${search.replace(/creators=[^&]*&?/, '')}`}>All content creators</AppLink>
      </p>
      <h1>Compare creators</h1>
      <InsightsPeriodSelect />
      {compared.error && <p role="alert">{String(compared.error.message ?? compared.error)}</p>}
      {ids.length < 2 && <p>Select two or more creators on the Content creators tab to compare them.</p>}
      {first && (
        <>
          <p>
            <Button variant="secondary" onClick={() => addToList(creators.map((c) => c.creator.id))}>
              Add these creators to a list
            </Button>
          </p>
          <table>
            <caption>Figures, {periodLabel(first.period)}</caption>
            <thead>
              <tr>
                <th scope="col">Figure</th>
                {creators.map((c) => (
                  <th key={c.creator.id} scope="col">
                    <AppLink href={`/insights/creators/${c.creator.id}`}>{c.creator.displayName}</AppLink>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {creators.map((c) => (
                    <td key={c.creator.id}>{value(c)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <TimeSeriesChart
            title="Hours watched per day"
            description={`Each creator's streams, videos and shorts, ${periodLabel(first.period)}.`}
            series={creators.map((c) => ({ key: c.creator.id, label: c.creator.displayName }))}
            points={first.daily.map((d, day) => ({
              at: chartInstant(d.day),
              values: Object.fromEntries(
                creators.map((c) => [c.creator.id, Math.round((c.daily[day]?.figures.hoursWatched ?? 0) * 10) / 10]),
              ),
            }))}
          />
        </>
      )}
    </>
  );
}
