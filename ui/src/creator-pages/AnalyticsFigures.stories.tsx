import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AnalyticsFigures } from './AnalyticsFigures.tsx';

const meta = {
  title: 'Creator/Analytics figures',
  component: AnalyticsFigures,
  args: { period: 'LAST_90_DAYS', figures: ['hoursWatched', 'averageCcv'], values: { hoursWatched: 12400, averageCcv: 86.25, streams: 9 } },
} satisfies Meta<typeof AnalyticsFigures>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only the page's figures, formatted, with the period. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Hours watched' })).toHaveTextContent('12,400');
    await expect(canvas.getByRole('group', { name: 'Average CCV' })).toHaveTextContent('86.3');
    await expect(canvas.queryByRole('group', { name: 'Streams' })).not.toBeInTheDocument();
    await expect(canvas.getAllByText('Last 90 days')).toHaveLength(2);
  },
};

/** A figure nothing measured (no streams, so no CCV) reads as none, not zero. */
export const FigureNotMeasured: Story = {
  args: { values: { hoursWatched: 0, averageCcv: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Average CCV' })).toHaveTextContent('None');
    await expect(canvas.getByRole('group', { name: 'Hours watched' })).toHaveTextContent('0');
  },
};

export const NoData: Story = {
  args: { values: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No figures yet/)).toBeVisible();
  },
};
