import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AnalyticsPagesList } from './AnalyticsPagesList.tsx';

const meta = {
  title: 'Creator/Analytics pages list',
  component: AnalyticsPagesList,
  args: {
    onDelete: fn(),
    pages: [
      { id: 'a1', name: 'sponsor-deck', period: 'LAST_90_DAYS', figures: ['hoursWatched', 'averageCcv'] },
      { id: 'a2', name: 'video-month', period: 'LAST_30_DAYS', figures: ['videoViews'] },
    ],
  },
} satisfies Meta<typeof AnalyticsPagesList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each page with its period and figures; deleting asks first. */
export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: /Your analytics pages \(2 of 6\)/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'sponsor-deck' })).toHaveAttribute('href', '/user/analytics-pages/a1');
    await expect(canvas.getByText('Last 90 days: Hours watched, Average CCV')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete video-month' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Delete “video-month”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith('a2'));
  },
};

export const Empty: Story = {
  args: { pages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No analytics pages yet' })).toBeVisible();
  },
};
