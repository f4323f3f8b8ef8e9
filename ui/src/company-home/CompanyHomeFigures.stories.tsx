import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectChartWithTable } from '../story-helpers/chart-play.ts';
import { CompanyHomeFigures } from './CompanyHomeFigures.tsx';

const meta = {
  title: 'Display/Company home figures',
  component: CompanyHomeFigures,
  args: {
    liveChannels: 3,
    liveViewers: 1_540,
    live: [
      { creator: 'AnnaPlays', provider: 'twitch', viewers: 1_200 },
      { creator: 'FjordGamer', provider: 'youtube', viewers: 300 },
      { creator: 'NordicNina', provider: 'twitch', viewers: 40 },
    ],
    mostStreamedGames: [
      { label: 'Northern Lights', hoursWatched: 4_120.5 },
      { label: 'Fjord Racer', hoursWatched: 380 },
    ],
    biggestCreators: [
      { label: 'AnnaPlays', hoursWatched: 2_200 },
      { label: 'FjordGamer', hoursWatched: 950.25 },
    ],
    periodCaption: 'Last 30 days',
  },
} satisfies Meta<typeof CompanyHomeFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live figures as tiles, then three charts, each with its data table for screen readers. */
export const Filled: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('group', { name: 'Live channels' })).toHaveTextContent('3');
    await expect(canvas.getByRole('group', { name: 'Live viewers' })).toHaveTextContent('1,540');
    const live = await expectChartWithTable(context, 'Live channels');
    await expect(live.getByRole('rowheader', { name: '1. AnnaPlays (Twitch)' })).toBeVisible();
    const games = await expectChartWithTable(context, 'Most streamed games');
    await expect(games.getByRole('cell', { name: '4,120.5' })).toBeVisible();
    const creators = await expectChartWithTable(context, 'Biggest creators');
    await expect(creators.getAllByRole('row')).toHaveLength(3);
  },
};

/** Nobody streaming and nothing streamed: each chart says so instead of drawing an empty frame. */
export const Quiet: Story = {
  args: { liveChannels: 0, liveViewers: 0, live: [], mostStreamedGames: [], biggestCreators: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Live viewers' })).toHaveTextContent('0');
    await expect(canvas.getAllByText('No data for this period.')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Live channels' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};
