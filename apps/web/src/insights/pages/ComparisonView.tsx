import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { TimeSeriesChart } from '@lurkit/ui/time-series-chart/TimeSeriesChart.tsx';
import type { ReactNode } from 'react';
import { chartInstant, periodLabel } from './insights-rows.ts';

/** What a compared creator or game brings: its period, its daily figures and who it is. */
interface Compared {
  period: { from: string; to: string };
  daily: readonly { day: string; figures: { hoursWatched: number } }[];
}

export interface ComparisonViewProps<T extends Compared> {
  compared: readonly T[];
  /** Its id, name and insights page. */
  identify(item: T): { id: string; name: string; href: string };
  /** One table row per figure: its label and how it reads for each compared item. */
  rows: readonly (readonly [string, (item: T) => string])[];
  /** Says whose hours the chart adds up. */
  chartDescription: string;
  /** Shown above the table (for creators: add them to a list). */
  actions?: ReactNode;
}

/** At most four side by side: the chart keeps one colour each. */
export const MAX_COMPARED = 4;

/** Creators or games side by side over one period: a table of figures and a chart of daily hours watched. */
export function ComparisonView<T extends Compared>({ compared, identify, rows, chartDescription, actions }: ComparisonViewProps<T>) {
  const [first] = compared;
  if (!first) return null;
  const items = compared.map((item) => ({ item, ...identify(item) }));
  return (
    <>
      {actions}
      <table>
        <caption>Figures, {periodLabel(first.period)}</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            {items.map(({ id, name, href }) => (
              <th key={id} scope="col">
                <AppLink href={href}>{name}</AppLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {items.map(({ id, item }) => (
                <td key={id}>{value(item)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <TimeSeriesChart
        title="Hours watched per day"
        description={`${chartDescription}, ${periodLabel(first.period)}.`}
        series={items.map(({ id, name }) => ({ key: id, label: name }))}
        points={first.daily.map((d, day) => ({
          at: chartInstant(d.day),
          values: Object.fromEntries(items.map(({ id, item }) => [id, Math.round((item.daily[day]?.figures.hoursWatched ?? 0) * 10) / 10])),
        }))}
      />
    </>
  );
}
