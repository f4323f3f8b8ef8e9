import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QuestDisputePanel } from './QuestDisputePanel.tsx';

const meta = {
  title: 'Quests/Dispute panel',
  component: QuestDisputePanel,
  args: { viewer: 'COMPANY', dispute: null, canOpen: true, onOpen: fn() },
} satisfies Meta<typeof QuestDisputePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid deal: either side may ask staff to decide; a reason that says too little is refused at its field. */
export const CanOpen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open a dispute' }));
    await userEvent.type(canvas.getByLabelText('What went wrong?'), 'Too short');
    await userEvent.click(canvas.getByRole('button', { name: 'Open the dispute' }));
    await expect(await canvas.findByText(/at least 20 characters/)).toBeVisible();
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('What went wrong?'), ': the stream never showed the game.');
    await userEvent.click(canvas.getByRole('button', { name: 'Open the dispute' }));
    await expect(args.onOpen).toHaveBeenCalledWith('Too short: the stream never showed the game.');
  },
};

export const Open: Story = {
  args: {
    canOpen: false,
    dispute: {
      openedBy: 'CREATOR',
      reason: 'The company asked for a second stream the deal never mentioned.',
      openedAt: '2026-11-24T09:30:00.000Z',
      decision: null,
      staffNote: '',
      decidedAt: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dispute open: payout and deadlines are on hold')).toBeVisible();
    await expect(canvas.getByText(/Opened by the creator on 24 Nov 2026/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open a dispute' })).toBeNull();
  },
};

export const Decided: Story = {
  args: {
    viewer: 'CREATOR',
    dispute: {
      openedBy: 'CREATOR',
      reason: 'The company asked for a second stream the deal never mentioned.',
      openedAt: '2026-11-24T09:30:00.000Z',
      decision: 'release',
      staffNote: 'The deal asked for one stream, which was delivered.',
      decidedAt: '2026-11-25T14:00:00.000Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Staff decided: Pay the creator')).toBeVisible();
    await expect(canvas.getByText('The deal asked for one stream, which was delivered.')).toBeVisible();
  },
};
