// Recharts, as the other charts (time-series-chart/TimeSeriesChart.tsx says why).
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../chart-figure/ChartFigure.tsx';
import { roundAxis, roundTicks } from '../chart-figure/round-ticks.ts';
import { formatCount } from '../format/format.ts';

export interface FunnelChartProps {
  title: string;
  description: string;
  /** The steps in the order people pass them, each with how many reached it. */
  steps: readonly { label: string; value: number }[];
  /** What is counted, e.g. "Deals" or "Creators": the tooltip's and the table's heading. */
  unit: string;
  /** Shown instead of the chart while nobody entered the first step. */
  emptyText: string;
}

const axisTick = { fill: 'var(--color-text-muted)' };

/** How far people got through an activation's steps, as bars with the same figures in a data table. */
export function FunnelChart({ title, description, steps, unit, emptyText }: FunnelChartProps) {
  const ticks = roundTicks(
    steps.map((step) => step.value),
    { wholeNumbers: true },
  );
  const chart = (
    <BarChart
      responsive
      style={{ width: '100%', height: 220 }}
      data={[...steps]}
      accessibilityLayer={false}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke="var(--color-chart-grid)" strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={axisTick} stroke="var(--color-border)" interval={0} fontSize={12} />
      <YAxis {...roundAxis(ticks)} allowDecimals={false} tick={axisTick} stroke="var(--color-border)" width={40} />
      <Tooltip
        formatter={(value) => [formatCount(Number(value)), unit]}
        cursor={{ fill: 'var(--color-surface-raised)' }}
        contentStyle={{ background: 'var(--color-surface-raised)', border: '1px solid var(--color-border)' }}
      />
      <Bar dataKey="value" name={unit} fill="var(--color-chart-1)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
  const started = (steps[0]?.value ?? 0) > 0;
  return (
    <ChartFigure
      title={title}
      description={description}
      chart={chart}
      columns={['Step', unit]}
      rows={started ? steps.map((step) => [step.label, formatCount(step.value)]) : []}
      emptyText={emptyText}
    />
  );
}
