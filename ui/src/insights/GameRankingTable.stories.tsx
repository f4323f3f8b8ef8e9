import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GameRankingTable } from './GameRankingTable.tsx';

const meta = {
  title: 'Insights/Game ranking table',
  component: GameRankingTable,
  args: {
    rows: [
      { id: 'g-moon', name: 'Moonlight Drifters', creators: 42, hoursWatched: 12_480.5, averageCcv: 210.4, streams: 96, videos: 14 },
      { id: 'g-farm', name: 'Cozy Farm', creators: 7, hoursWatched: 820, averageCcv: null, streams: 0, videos: 9 },
    ],
    hrefOf: (id: string) => `/insights/games/${id}`,
  },
} satisfies Meta<typeof GameRankingTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each game links to its insights; a game with videos only has no average CCV. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Moonlight Drifters' })).toHaveAttribute('href', '/insights/games/g-moon');
    await expect(canvas.getByRole('cell', { name: '12,480.5' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No games in this period')).toBeVisible();
  },
};

/** On the Games tab, selected games open side by side. */
export const Compare: Story = {
  args: { onCompare: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Moonlight Drifters' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Cozy Farm' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Compare' }));
    await expect(args.onCompare).toHaveBeenCalledWith(['g-moon', 'g-farm']);
  },
};
