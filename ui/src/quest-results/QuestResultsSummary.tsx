// Recharts, as the other charts (time-series-chart/TimeSeriesChart.tsx says why).
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../chart-figure/ChartFigure.tsx';
import { usd } from '../quest-log/time-left.ts';
import { StatTile } from '../stat-tile/StatTile.tsx';
import { formatHours, formatCount } from './format-figures.ts';
import './QuestResults.css';

export interface QuestResultsSummaryProps {
  totals: {
    creators: number;
    content: number;
    spentCents: number;
    views: number;
    hoursWatched: number;
    averageCcv: number | null;
    costPerHourWatchedCents: number | null;
  };
  funnel: { offers: number; accepted: number; paid: number; contentApproved: number; completed: number };
}

const axisTick = { fill: 'var(--color-text-muted)' };

/** A Quest's Results tab: what was spent and what it brought, and how far the offers got, as a chart with its data table. */
export function QuestResultsSummary({ totals, funnel }: QuestResultsSummaryProps) {
  const steps = [
    { label: 'Offers', value: funnel.offers },
    { label: 'Accepted', value: funnel.accepted },
    { label: 'Paid', value: funnel.paid },
    { label: 'Content approved', value: funnel.contentApproved },
    { label: 'Completed', value: funnel.completed },
  ];
  const chart = (
    <BarChart
      responsive
      style={{ width: '100%', height: 220 }}
      data={steps}
      accessibilityLayer={false}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke="var(--color-chart-grid)" strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={axisTick} stroke="var(--color-border)" interval={0} fontSize={12} />
      <YAxis allowDecimals={false} tick={axisTick} stroke="var(--color-border)" width={40} />
      <Tooltip
        formatter={(value) => [formatCount(Number(value)), 'Deals']}
        cursor={{ fill: 'var(--color-surface-raised)' }}
        contentStyle={{ background: 'var(--color-surface-raised)', border: '1px solid var(--color-border)' }}
      />
      <Bar dataKey="value" name="Deals" fill="var(--color-chart-1)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
  return (
    <div className="quest-results">
      <div className="quest-results__tiles">
        <StatTile label="Spent" value={usd(totals.spentCents)} caption="Paid deals, less refunds" />
        <StatTile label="Creators" value={formatCount(totals.creators)} caption="With a paid deal" />
        <StatTile label="Content" value={formatCount(totals.content)} caption="Approved" />
        <StatTile label="Views" value={formatCount(totals.views)} />
        <StatTile label="Hours watched" value={formatHours(totals.hoursWatched)} />
        <StatTile label="Average CCV" value={totals.averageCcv === null ? '—' : formatCount(totals.averageCcv)} caption="Streams" />
        <StatTile
          label="Cost per hour watched"
          value={totals.costPerHourWatchedCents === null ? '—' : usd(totals.costPerHourWatchedCents)}
        />
      </div>
      <ChartFigure
        title="From offer to completion"
        description="How many deals reached each step of the Quest."
        chart={chart}
        columns={['Step', 'Deals']}
        rows={funnel.offers === 0 ? [] : steps.map((step) => [step.label, formatCount(step.value)])}
        emptyText="No offers yet."
      />
    </div>
  );
}
