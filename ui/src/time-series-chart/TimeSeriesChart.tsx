/*
 * Charts use Recharts (v3):
 * - maintained: regular releases, React 19 support, TypeScript types shipped with the package;
 * - React-native SVG: charts are React components rendering plain SVG, so they follow our props, themes
 *   (series colours are CSS custom properties from tokens.css) and need no canvas or imperative API;
 * - accessible: the SVG is marked decorative and ChartFigure renders the same figures as a real table,
 *   so screen reader users get exact values rather than a picture (Recharts' own keyboard layer is off
 *   because the table already serves that need and a focusable hidden SVG would trap focus).
 */
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../chart-figure/ChartFigure.tsx';
import { roundAxis, roundTicks } from '../chart-figure/round-ticks.ts';
import { formatClock, formatCount, formatDayMonth } from '../format/format.ts';

export interface TimeSeries {
  /** Key of the values in each point. */
  key: string;
  /** Legend and table heading, e.g. "Hours watched". */
  label: string;
}

export interface TimePoint {
  /** Start of the period (UTC ISO); shown as a Stockholm date. */
  at: string;
  /** Value of each series for the period, by series key. */
  values: Record<string, number>;
}

export interface TimeSeriesChartProps {
  /** Chart title. */
  title: string;
  /** One sentence on what is shown, e.g. "Daily totals, last 30 days". */
  description?: string;
  /** The lines (up to four, one colour each). */
  series: readonly TimeSeries[];
  /** Points in time order. */
  points: readonly TimePoint[];
  /** Formats a value for axis, tooltip and table. */
  formatValue?(value: number): string;
  /** Height of the plot in pixels. */
  height?: number;
  /** Points a day apart show their date; points minutes apart (one stream) their Stockholm time. */
  timeFormat?: 'day' | 'time';
}

const defaultFormat = formatCount;
const axisTick = { fill: 'var(--color-text-muted)' };

/** Lines over time (views, hours watched, CCV) with a data-table fallback. */
export function TimeSeriesChart({
  title,
  description,
  series,
  points,
  formatValue = defaultFormat,
  height = 280,
  timeFormat = 'day',
}: TimeSeriesChartProps) {
  const label = (at: string) => (timeFormat === 'time' ? formatClock : formatDayMonth)(at);
  const data = points.map((point) => ({ day: label(point.at), ...point.values }));
  const rows = points.map((point) => [label(point.at), ...series.map((s) => formatValue(point.values[s.key] ?? 0))]);
  const ticks = roundTicks(points.flatMap((point) => series.map((s) => point.values[s.key] ?? 0)));
  const chart = (
    <LineChart
      responsive
      style={{ width: '100%', height }}
      data={data}
      accessibilityLayer={false}
      margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke="var(--color-chart-grid)" strokeDasharray="3 3" />
      <XAxis dataKey="day" tick={axisTick} stroke="var(--color-border)" />
      <YAxis {...roundAxis(ticks)} tickFormatter={formatValue} tick={axisTick} stroke="var(--color-border)" width={56} />
      <Tooltip
        formatter={(value) => formatValue(Number(value))}
        contentStyle={{ background: 'var(--color-surface-raised)', border: '1px solid var(--color-border)' }}
      />
      <Legend />
      {series.map((s, index) => (
        <Line
          key={s.key}
          type="monotone"
          dataKey={s.key}
          name={s.label}
          stroke={`var(--color-chart-${(index % 4) + 1})`}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
  return (
    <ChartFigure
      title={title}
      description={description}
      chart={chart}
      columns={[timeFormat === 'time' ? 'Time' : 'Date', ...series.map((s) => s.label)]}
      rows={rows}
    />
  );
}
