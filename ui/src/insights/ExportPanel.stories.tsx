import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ExportPanel } from './ExportPanel.tsx';

const meta = {
  title: 'Insights/Export panel',
  component: ExportPanel,
  args: { platform: 'twitch', onPlatformChange: fn(), remaining: 3, limit: 5, onExport: fn() },
} satisfies Meta<typeof ExportPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('3 of 5 exports left this month')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** Rows counted as the file streams in. */
export const Exporting: Story = {
  args: { exporting: true, rowsReceived: 1_250 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/1,250 rows received/)).toBeVisible();
  },
};

export const QuotaUsedUp: Story = {
  args: { remaining: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'YouTube exports are limited to periods of up to 30 days.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Export failed');
  },
};
