import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CreatorRankingTable, type CreatorRankingRow } from './CreatorRankingTable.tsx';

const anna: CreatorRankingRow = {
  id: 'c-anna',
  displayName: 'AnnaPlays',
  username: 'annaplays',
  tier: 'mid',
  platforms: ['twitch', 'youtube'],
  countries: ['SE'],
  hoursWatched: 5_210.4,
  averageCcv: 130.2,
  peakCcv: 260,
  streams: 12,
  videos: 3,
};

const meta = {
  title: 'Insights/Creator ranking table',
  component: CreatorRankingTable,
  args: {
    rows: [anna, { ...anna, id: 'c-olle', displayName: 'OlleStreams', tier: 'micro', hoursWatched: 1_320, averageCcv: null }],
    totalCount: 2,
    hrefOf: (id: string) => `/insights/creators/${id}`,
  },
} satisfies Meta<typeof CreatorRankingTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Creators (2)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AnnaPlays' })).toHaveAttribute('href', '/insights/creators/c-anna');
    await expect(canvas.getAllByText('Twitch, YouTube · SE')).toHaveLength(2);
    await expect(canvas.getByRole('cell', { name: '5,210.4' })).toBeVisible();
  },
};

/** The Content creators list carries authenticity: a compact badge per row, and a word where data is short. */
export const WithAuthenticity: Story = {
  args: {
    rows: [
      { ...anna, authenticity: { score: 65, level: 'CHECK' } },
      { ...anna, id: 'c-kim', displayName: 'KimCasts', authenticity: { score: null, level: null } },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Authenticity/ })).toBeVisible();
    await expect(canvas.getByText('65 · Worth a closer look')).toBeVisible();
    await expect(canvas.getByText('Too little data')).toBeVisible();
  },
};

/** Lists without authenticity (a game's top creators, the company home's biggest creators) have no such column. */
export const WithoutAuthenticity: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('columnheader', { name: /Authenticity/ })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [], totalCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No creators match these filters')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], totalCount: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The selected creators go to a creator list, next to Compare when the page offers both. */
export const AddToList: Story = {
  args: { onCompare: fn(), onAddToList: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select OlleStreams' }));
    const bulk = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    await expect(bulk.getByRole('button', { name: 'Compare' })).toBeVisible();
    await userEvent.click(bulk.getByRole('button', { name: 'Add to list' }));
    await expect(args.onAddToList).toHaveBeenCalledWith(['c-olle']);
    await expect(args.onCompare).not.toHaveBeenCalled();
  },
};
