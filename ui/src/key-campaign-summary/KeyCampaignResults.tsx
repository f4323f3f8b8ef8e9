// Recharts, as the other charts (time-series-chart/TimeSeriesChart.tsx says why).
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../chart-figure/ChartFigure.tsx';
import { StatTile } from '../stat-tile/StatTile.tsx';
import './KeyCampaignSummary.css';

export interface KeyCampaignResultsProps {
  /** Creators who asked for a key. */
  requests: number;
  /** Requests the company accepted. */
  accepted: number;
  /** Keys creators claimed. */
  keysClaimed: number;
  /** Creators who submitted content. */
  contentSubmitted: number;
  /** Share of submitted content that came within the 30 days (0..1); null before any. */
  onTimeRate: number | null;
}

const axisTick = { fill: 'var(--color-text-muted)' };
const number = (n: number) => n.toLocaleString('en-US');

/** The details page's Results tab: the request-to-content funnel, in figures and as a chart with its data table. */
export function KeyCampaignResults({ requests, accepted, keysClaimed, contentSubmitted, onTimeRate }: KeyCampaignResultsProps) {
  const steps = [
    { label: 'Requests', value: requests },
    { label: 'Accepted', value: accepted },
    { label: 'Keys claimed', value: keysClaimed },
    { label: 'Content submitted', value: contentSubmitted },
  ];
  const onTime = onTimeRate === null ? '—' : `${Math.round(onTimeRate * 100)}%`;
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
        formatter={(value) => [number(Number(value)), 'Creators']}
        cursor={{ fill: 'var(--color-surface-raised)' }}
        contentStyle={{ background: 'var(--color-surface-raised)', border: '1px solid var(--color-border)' }}
      />
      <Bar dataKey="value" name="Creators" fill="var(--color-chart-1)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
  return (
    <div className="key-summary">
      <div className="key-summary__tiles">
        {steps.map((step) => (
          <StatTile key={step.label} label={step.label} value={number(step.value)} />
        ))}
        <StatTile label="Content on time" value={onTime} caption="Within 30 days of the claim" />
      </div>
      <ChartFigure
        title="From request to content"
        description="How many creators reached each step of the campaign."
        chart={chart}
        columns={['Step', 'Creators']}
        rows={requests === 0 ? [] : steps.map((step) => [step.label, number(step.value)])}
        emptyText="No requests yet."
      />
    </div>
  );
}
