import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InsightsFigures } from './InsightsFigures.tsx';

const meta = {
  title: 'Insights/Figures',
  component: InsightsFigures,
  args: {
    caption: 'Last 30 days',
    figures: {
      streams: 12,
      streamHours: 40,
      hoursWatched: 5_210.44,
      averageCcv: 130.25,
      peakCcv: 260,
      videos: 3,
      videoViews: 12_400,
      shorts: 5,
      shortViews: 40_100,
      watchTimeHours: 1_310,
    },
  },
} satisfies Meta<typeof InsightsFigures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Hours watched' })).toHaveTextContent('5,210.4');
    await expect(canvas.getByRole('group', { name: 'Videos' })).toHaveTextContent('3 (12,400 views)');
    await expect(canvas.getByRole('group', { name: 'Watch time (videos and shorts)' })).toHaveTextContent('1,310');
    await expect(canvas.getByRole('group', { name: 'Streams' })).toBeVisible();
  },
};

/** No streams in the period: the average has no value rather than a misleading 0. */
export const NoStreams: Story = {
  args: { figures: { ...meta.args.figures, streams: 0, averageCcv: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Average viewers (CCV)' })).toHaveTextContent('–');
  },
};
