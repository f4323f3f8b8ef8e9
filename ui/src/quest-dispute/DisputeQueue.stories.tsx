import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DisputeQueue } from './DisputeQueue.tsx';

const meta = {
  title: 'Quests/Dispute queue',
  component: DisputeQueue,
  args: {
    deals: [
      {
        id: 'run-1',
        questName: 'Fjord Fishers launch',
        creatorName: 'Anna Streams',
        amountCents: 42_000,
        openedBy: 'COMPANY',
        reason: 'The stream showed another game for the whole hour.',
        openedAt: '2026-11-24T09:30:00.000Z',
        contentUrls: ['https://www.twitch.tv/videos/123'],
      },
    ],
    onDecide: fn(),
  },
} satisfies Meta<typeof DisputeQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff choose a decision and say why; both are required. */
export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('$420.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Decide' }));
    await expect(await canvas.findByText(/Choose pay the creator/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Decision'), 'refund');
    await userEvent.type(canvas.getByLabelText('Why (both sides read this)'), 'The brief was not followed.');
    await userEvent.click(canvas.getByRole('button', { name: 'Decide' }));
    await expect(args.onDecide).toHaveBeenCalledWith('run-1', 'refund', 'The brief was not followed.', null);
  },
};

/** A refund of part of the deal: the amount in dollars goes out as cents; the creator is paid the rest. */
export const PartialRefund: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByLabelText('Refund to the company (USD)')).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Decision'), 'refund');
    await userEvent.type(canvas.getByLabelText('Refund to the company (USD)'), 'half');
    await userEvent.type(canvas.getByLabelText('Why (both sides read this)'), 'Half of the brief was shown.');
    await userEvent.click(canvas.getByRole('button', { name: 'Decide' }));
    await expect(await canvas.findByText('Give the refund as an amount in USD.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Refund to the company (USD)'));
    await userEvent.type(canvas.getByLabelText('Refund to the company (USD)'), '120.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Decide' }));
    await expect(args.onDecide).toHaveBeenCalledWith('run-1', 'refund', 'Half of the brief was shown.', 12_050);
  },
};

export const Empty: Story = {
  args: { deals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No open disputes')).toBeVisible();
  },
};
