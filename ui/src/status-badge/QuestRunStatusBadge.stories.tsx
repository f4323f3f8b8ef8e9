import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { readsAs } from './badge-stories.ts';
import { QuestRunStatusBadge } from './QuestRunStatusBadge.tsx';

const meta = {
  title: 'Display/Quest run status badge',
  component: QuestRunStatusBadge,
  args: { status: 'COMPLETED', payoutStatus: 'paid' },
} satisfies Meta<typeof QuestRunStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A completed run whose payout arrived reads as completed. */
export const Completed: Story = readsAs('Completed', 'success');

/** A completed run whose payout failed never shows a green tick: it reads "Payout failed". */
const payoutFailed = readsAs('Payout failed', 'danger', { payoutStatus: 'failed' });
export const PayoutFailed: Story = {
  ...payoutFailed,
  play: async (context) => {
    await payoutFailed.play(context);
    await expect(context.canvas.queryByText('Completed')).not.toBeInTheDocument();
  },
};
