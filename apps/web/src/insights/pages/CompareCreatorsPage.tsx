import { formatAverage, TIER_LABELS } from '@lurkit/ui/insights/insights-format.ts';
import { formatCount, formatDecimal } from '@lurkit/ui/format/format.ts';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { useInsightsFilter } from '../hooks/use-insights-filter.ts';
import { InsightsCreatorQuery, type CreatorInsights } from '../operations/insights.operations.ts';
import { ComparisonView, MAX_COMPARED } from './ComparisonView.tsx';
import { InsightsPeriodSelect } from './InsightsPeriodSelect.tsx';

const ROWS: [string, (c: CreatorInsights) => string][] = [
  ['Tier by CCV', (c) => TIER_LABELS[c.tierByCcv] ?? c.tierByCcv],
  ['Hours watched', (c) => formatDecimal(c.figures.hoursWatched)],
  ['Average viewers (CCV)', (c) => formatAverage(c.figures.averageCcv)],
  ['Peak viewers', (c) => formatCount(c.figures.peakCcv)],
  ['Streams', (c) => formatCount(c.figures.streams)],
  ['Hours streamed', (c) => formatDecimal(c.figures.streamHours)],
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
      <ComparisonView
        compared={creators}
        identify={(c) => ({ id: c.creator.id, name: c.creator.displayName, href: `/insights/creators/${c.creator.id}` })}
        rows={ROWS}
        chartDescription="Each creator's streams, videos and shorts"
        actions={
          <p>
            <Button variant="secondary" onClick={() => addToList(creators.map((c) => c.creator.id))}>
              Add these creators to a list
            </Button>
          </p>
        }
      />
    </>
  );
}
