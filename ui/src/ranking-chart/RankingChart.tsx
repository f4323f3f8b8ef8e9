// Recharts, for the reasons given in time-series-chart/TimeSeriesChart.tsx.
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../chart-figure/ChartFigure.tsx';
import { roundAxis, roundTicks } from '../chart-figure/round-ticks.ts';
import { formatCount } from '../format/format.ts';

export interface RankingItem {
  /** What is ranked: a creator, a game. */
  label: string;
  /** Its figure. */
  value: number;
}

export interface RankingChartProps {
  /** Chart title, e.g. "Biggest creators". */
  title: string;
  /** One sentence on what is shown. */
  description?: string;
  /** Heading of the value column, e.g. "Hours watched". */
  valueLabel: string;
  /** Items in any order; the chart ranks them highest first. */
  items: readonly RankingItem[];
  /** How many to show. */
  limit?: number;
  /** Formats a value for axis, tooltip and table. */
  formatValue?(value: number): string;
}

const defaultFormat = formatCount;
const axisTick = { fill: 'var(--color-text-muted)' };

/** Horizontal bars, highest first (most streamed games, biggest creators), with a data-table fallback. */
export function RankingChart({ title, description, valueLabel, items, limit = 10, formatValue = defaultFormat }: RankingChartProps) {
  const ranked = [...items].sort((a, b) => b.value - a.value).slice(0, limit);
  const rows = ranked.map((item, index) => [`${index + 1}. ${item.label}`, formatValue(item.value)]);
  const ticks = roundTicks(ranked.map((item) => item.value));
  const chart = (
    <BarChart
      responsive
      layout="vertical"
      style={{ width: '100%', height: 40 + ranked.length * 36 }}
      data={ranked}
      accessibilityLayer={false}
      margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke="var(--color-chart-grid)" strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" {...roundAxis(ticks)} tickFormatter={formatValue} tick={axisTick} stroke="var(--color-border)" />
      <YAxis type="category" dataKey="label" width={140} tick={axisTick} stroke="var(--color-border)" />
      <Tooltip
        formatter={(value) => [formatValue(Number(value)), valueLabel]}
        cursor={{ fill: 'var(--color-surface-raised)' }}
        contentStyle={{ background: 'var(--color-surface-raised)', border: '1px solid var(--color-border)' }}
      />
      <Bar dataKey="value" name={valueLabel} fill="var(--color-chart-1)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
    </BarChart>
  );
  return <ChartFigure title={title} description={description} chart={chart} columns={['Rank', valueLabel]} rows={rows} />;
}
