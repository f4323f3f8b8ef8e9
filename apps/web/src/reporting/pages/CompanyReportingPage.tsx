import {
  DEFAULT_REPORTING_PERIOD_DAYS,
  REPORTING_PERIOD_DAYS,
  type ReportingGroup,
  type ReportingTab,
} from '@lurkit/core/reporting/domain/reporting.schema.ts';
import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { RankingChart } from '@lurkit/ui/ranking-chart/RankingChart.tsx';
import { ReportContentTable } from '@lurkit/ui/reporting/ReportContentTable.tsx';
import { ReportFigures } from '@lurkit/ui/reporting/ReportFigures.tsx';
import { ReportTable, type ReportRow } from '@lurkit/ui/reporting/ReportTable.tsx';
import { formatDecimal } from '@lurkit/ui/format/format.ts';
import { Select } from '@lurkit/ui/select/Select.tsx';
import { TimeSeriesChart } from '@lurkit/ui/time-series-chart/TimeSeriesChart.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import '@lurkit/ui/reporting/reporting.css';
import { useParams, useSearchParams } from 'react-router';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useCompanyReport } from '../hooks/use-company-report.ts';
import type { CompanyReport, ReportingGroupValue } from '../operations/reporting.operations.ts';
import { reportCsv } from './report-csv.ts';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { activationRows, contentRows, creatorRows, figuresView, gameRows } from './report-rows.ts';

const GROUPS: readonly { id: ReportingGroup; label: string; value: ReportingGroupValue }[] = [
  { id: 'overview', label: 'Overview', value: 'OVERVIEW' },
  { id: 'keys', label: 'Keys', value: 'KEYS' },
  { id: 'missions', label: 'Missions', value: 'MISSIONS' },
  { id: 'quests', label: 'Quests', value: 'QUESTS' },
  { id: 'creator-program', label: 'Creator Program', value: 'CREATOR_PROGRAM' },
];
const TABS: readonly { id: ReportingTab; label: string }[] = [
  { id: 'activations', label: 'Activations' },
  { id: 'content', label: 'Content' },
  { id: 'creators', label: 'Creators' },
  { id: 'games', label: 'Games' },
];
const PERIOD_OPTIONS = REPORTING_PERIOD_DAYS.map((days) => ({ value: String(days), label: `Last ${days} days` }));

/** A day (ISO date) as the chart's instant: noon UTC stays on that date in Stockholm. */
const chartInstant = (isoDay: string) => `${isoDay}T12:00:00.000Z`;

/**
 * /company/reporting[/{group}[/{tab}]] (spec 2: groups overview, keys, missions, quests and
 * creator-program, each with activations, content, creators and games pages): the company's results
 * over a period, from the statistics store, with a chart over time and a table per page, exportable.
 */
export function CompanyReportingPage() {
  const { group: rawGroup, tab: rawTab } = useParams();
  const group = GROUPS.find((g) => g.id === rawGroup) ?? GROUPS[0]!;
  const tab = TABS.find((t) => t.id === rawTab)?.id ?? 'activations';
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('period'));
  const periodDays = (REPORTING_PERIOD_DAYS as readonly number[]).includes(asked) ? asked : DEFAULT_REPORTING_PERIOD_DAYS;
  const search = periodDays === DEFAULT_REPORTING_PERIOD_DAYS ? '' : `?period=${periodDays}`;
  const report = useCompanyReport(group.value, periodDays);
  const caption = `Last ${periodDays} days`;
  const data = report.data;

  return (
    <>
      <h1>Results and reporting</h1>
      <p>
        Wishlists come from Steam’s UTM traffic report:{' '}
        <RouterLink href="/company/attribution">import it and see each creator’s wishlists</RouterLink>.
      </p>
      <UrlTabs
        label="Reporting groups"
        activeId={group.id}
        tabs={GROUPS.map((g) => ({ id: g.id, label: g.label, href: `/company/reporting/${g.id}${search}` }))}
      />
      <div className="reporting-period">
        <Select
          label="Period"
          value={String(periodDays)}
          options={PERIOD_OPTIONS}
          onChange={(e) => setParams(e.target.value === String(DEFAULT_REPORTING_PERIOD_DAYS) ? {} : { period: e.target.value })}
        />
        <Button variant="secondary" disabled={!data} onClick={() => data && download(data, group.id, tab)}>
          Export CSV
        </Button>
      </div>
      {report.error ? (
        <Alert tone="error">{String(report.error.message ?? report.error)}</Alert>
      ) : (
        <>
          <ReportFigures figures={data ? figuresView(data.totals) : EMPTY} caption={caption} loading={!data} />
          {data && (
            <TimeSeriesChart
              title="Hours watched per day"
              description={`Content counted for ${group.label === 'Overview' ? 'all activations' : group.label}, ${caption.toLowerCase()}.`}
              series={[{ key: 'hoursWatched', label: 'Hours watched' }]}
              points={data.daily.map((d) => ({ at: chartInstant(d.day), values: { hoursWatched: Math.round(d.hoursWatched * 10) / 10 } }))}
            />
          )}
          <UrlTabs
            label={`${group.label} reporting`}
            activeId={tab}
            panelId="reporting-panel"
            tabs={TABS.map((t) => ({ id: t.id, label: t.label, href: `/company/reporting/${group.id}/${t.id}${search}` }))}
          />
          <div id="reporting-panel">
            <ReportPanel tab={tab} report={data} />
          </div>
        </>
      )}
    </>
  );
}

function ReportPanel({ tab, report }: { tab: ReportingTab; report: CompanyReport | undefined }) {
  const loading = !report;
  const addToList = useAddToListModal();
  if (tab === 'content') return <ReportContentTable rows={report ? contentRows(report) : []} loading={loading} />;
  const [caption, nameHeader, rows] = (
    {
      activations: ['Activations', 'Activation', report ? activationRows(report) : []],
      creators: ['Creators', 'Creator', report ? creatorRows(report) : []],
      games: ['Games', 'Game', report ? gameRows(report) : []],
    } as const satisfies Record<string, readonly [string, string, ReportRow[]]>
  )[tab];
  return (
    <>
      {rows.length > 0 && (
        <RankingChart
          title={`${caption} by hours watched`}
          valueLabel="Hours watched"
          items={rows.map((r) => ({ label: r.name, value: Math.round(r.figures.hoursWatched * 10) / 10 }))}
          formatValue={formatDecimal}
        />
      )}
      <ReportTable
        caption={caption}
        nameHeader={nameHeader}
        rows={rows}
        withoutSpend={tab === 'games'}
        loading={loading}
        onAddToList={tab === 'creators' ? addToList : undefined}
      />
    </>
  );
}

function download(report: CompanyReport, group: ReportingGroup, tab: ReportingTab) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([reportCsv(report, tab)], { type: 'text/csv' }));
  link.download = `lurkit-reporting-${group}-${tab}-${report.periodDays}-days.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

const EMPTY = {
  creators: 0,
  contentPieces: 0,
  reach: 0,
  hoursWatched: 0,
  costCents: null,
  costPerHourWatchedCents: null,
  wishlists: null,
  costPerWishlistCents: null,
  wishlistsPerHourWatched: null,
};
