import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuestRunStatusBadge } from './QuestRunStatusBadge.tsx';

const meta = {
  title: 'Display/Quest run status badge',
  component: QuestRunStatusBadge,
  args: { status: 'COMPLETED', payoutStatus: 'paid' },
} satisfies Meta<typeof QuestRunStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A completed run whose payout arrived reads as completed. */
export const Completed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toHaveClass('status-badge--success');
  },
};

/** A completed run whose payout failed never shows a green tick: it reads "Payout failed". */
export const PayoutFailed: Story = {
  args: { payoutStatus: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payout failed')).toHaveClass('status-badge--danger');
    await expect(canvas.queryByText('Completed')).not.toBeInTheDocument();
  },
};
