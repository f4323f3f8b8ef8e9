import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { creators } from '../story-helpers/creator-fixtures.ts';
import { expectChartWithTable } from '../story-helpers/chart-play.ts';
import { RankingChart } from './RankingChart.tsx';

const meta = {
  title: 'Display/Ranking chart',
  component: RankingChart,
  args: {
    title: 'Biggest creators',
    valueLabel: 'Hours watched',
    items: creators.map((creator) => ({ label: creator.name, value: creator.hoursWatched })),
    limit: 5,
  },
} satisfies Meta<typeof RankingChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Highest first, cut to the limit; the table gives the rank in words. */
export const TopFive: Story = {
  play: async (context) => {
    const table = await expectChartWithTable(context, 'Biggest creators');
    const top = [...creators].sort((a, b) => b.hoursWatched - a.hoursWatched)[0];
    await expect(table.getByRole('rowheader', { name: `1. ${top?.name}` })).toBeVisible();
    await expect(table.getAllByRole('row')).toHaveLength(6);
  },
};

export const MostStreamedGames: Story = {
  args: {
    title: 'Most streamed games',
    valueLabel: 'Streams',
    items: [
      { label: 'Northern Lights', value: 412 },
      { label: 'Fjord Racer', value: 380 },
      { label: 'Midsummer Tactics', value: 95 },
    ],
  },
  play: async (context) => {
    const table = await expectChartWithTable(context, 'Most streamed games');
    await expect(table.getByRole('row', { name: '3. Midsummer Tactics 95' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data for this period.')).toBeVisible();
  },
};

export const LightTheme: Story = { globals: { theme: 'light' } };
