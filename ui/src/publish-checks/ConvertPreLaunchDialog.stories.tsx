import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ConvertPreLaunchDialog } from './ConvertPreLaunchDialog.tsx';
import { modalDocsParameters } from '../story-helpers/shell-fixtures.tsx';

const meta = {
  title: 'Keys/Convert pre-launch dialog',
  parameters: modalDocsParameters,
  component: ConvertPreLaunchDialog,
  args: { open: true, campaignName: 'Frostfall pre-launch', waitlistCount: 12, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConvertPreLaunchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 4: converting needs this confirmation; it tells what the conversion enables. */
export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Convert Frostfall pre-launch to a Key campaign?' });
    await expect(dialog).toHaveTextContent('Creators can then be invited, claim keys and submit content.');
    await expect(dialog).toHaveTextContent('The 12 creators on the waitlist can be accepted.');
    await userEvent.click(canvas.getByRole('button', { name: 'Convert to Key campaign' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** An empty waitlist is said as such, and one creator as one. */
export const EmptyWaitlist: Story = {
  args: { waitlistCount: 0 },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Convert Frostfall pre-launch to a Key campaign?' });
    await expect(dialog).toHaveTextContent('No creator is on the waitlist yet.');
    await expect(dialog).not.toHaveTextContent('0 creators');
  },
};

export const OneOnTheWaitlist: Story = {
  args: { waitlistCount: 1 },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('dialog', { name: 'Convert Frostfall pre-launch to a Key campaign?' })).toHaveTextContent(
      'The creator on the waitlist can be accepted.',
    ),
};

export const Cancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: 'Only a pre-launch campaign can be converted.' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Only a pre-launch campaign can be converted.'),
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument(),
};
