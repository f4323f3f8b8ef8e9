import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { expectChartWithTable } from '../story-helpers/chart-play.ts';
import { TimeSeriesChart } from './TimeSeriesChart.tsx';
import { ChartFigure } from '../chart-figure/ChartFigure.tsx';

/** 14 days from 20 March 2026, across the DST change, at 23:00 UTC (already the next day in Stockholm). */
const points = Array.from({ length: 14 }, (_, day) => ({
  at: new Date(Date.UTC(2026, 2, 19 + day, 23)).toISOString(),
  values: { hoursWatched: 400 + ((day * 137) % 300), peakViewers: 120 + ((day * 53) % 90) },
}));

const meta = {
  title: 'Display/Time series chart',
  // Parts rendered inside this component; listed so the docs page shows their props.
  subcomponents: { ChartFigure },
  component: TimeSeriesChart,
  args: {
    title: 'Hours watched',
    description: 'Daily totals for the quest, Stockholm dates.',
    series: [{ key: 'hoursWatched', label: 'Hours watched' }],
    points,
  },
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleSeries: Story = {
  play: async (context) => {
    const table = await expectChartWithTable(context, 'Hours watched');
    // 23:00 UTC on 19 March is 20 March in Stockholm.
    await expect(table.getByRole('row', { name: `20 Mar ${points[0]?.values.hoursWatched.toLocaleString('en-US')}` })).toBeVisible();
  },
};

export const TwoSeries: Story = {
  args: {
    title: 'Audience',
    series: [
      { key: 'hoursWatched', label: 'Hours watched' },
      { key: 'peakViewers', label: 'Peak viewers' },
    ],
  },
  play: async (context) => {
    const table = await expectChartWithTable(context, 'Audience');
    await expect(table.getByRole('columnheader', { name: 'Peak viewers' })).toBeVisible();
  },
};

/** One stream's viewers every ten minutes: points show their Stockholm time, not the day. */
export const ViewersOverAStream: Story = {
  args: {
    title: 'Concurrent viewers',
    series: [{ key: 'viewers', label: 'Viewers' }],
    timeFormat: 'time',
    points: Array.from({ length: 6 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 10, 24, 18, i * 10)).toISOString(),
      values: { viewers: 100 + i * 20 },
    })),
  },
  play: async (context) => {
    const table = await expectChartWithTable(context, 'Concurrent viewers');
    // 18:00 UTC in November is 19:00 in Stockholm.
    await expect(table.getByRole('columnheader', { name: 'Time' })).toBeVisible();
    await expect(table.getByRole('row', { name: '19:00 100' })).toBeVisible();
  },
};

/** Values up to 2.45 million: the axis steps by a round 500,000 and shows every step (not 0, 650,000, 1,300,000, 2,600,000). */
export const RoundAxisSteps: Story = {
  args: {
    title: 'Hours watched',
    series: [{ key: 'hoursWatched', label: 'Hours watched' }],
    points: [120_000, 2_450_294, 1_450_000, 640_000].map((hoursWatched, day) => ({
      at: new Date(Date.UTC(2026, 10, 20 + day, 12)).toISOString(),
      values: { hoursWatched },
    })),
  },
  play: async ({ canvasElement }) => {
    const tickLabels = () =>
      [...canvasElement.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
        (tick) => tick.textContent,
      );
    await waitFor(() => expect(tickLabels()).toEqual(['0', '500,000', '1,000,000', '1,500,000', '2,000,000', '2,500,000']));
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data for this period.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show data table' })).not.toBeInTheDocument();
  },
};

export const LightTheme: Story = { args: TwoSeries.args, globals: { theme: 'light' } };
