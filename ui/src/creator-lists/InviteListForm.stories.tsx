import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { InviteListForm } from './InviteListForm.tsx';

const meta = {
  title: 'Creator lists/Invite a list form',
  component: InviteListForm,
  args: {
    lists: [
      { id: 'l-1', name: 'Nordic streamers', creatorCount: 12 },
      { id: 'l-2', name: 'Cosy games', creatorCount: 3 },
    ],
    onSubmit: fn(),
  },
} satisfies Meta<typeof InviteListForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite list' }));
    await expect(canvas.getByText('Choose a creator list.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Creator list to invite'), 'Nordic streamers (12)');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite list' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('l-1');
  },
};

/** One invite per activation per creator: those invited before are counted, not invited again. */
export const Sent: Story = {
  args: { result: { sent: 9, alreadyInvited: 3 } },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('9 invited; 3 were already invited.'),
};

export const ServerError: Story = {
  args: { serverError: { code: 'INVITATIONS.TOO_MANY', message: 'Invite at most 500 creators at a time.' } },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Invite at most 500 creators at a time.'),
};

export const Loading: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Invite list' })).toHaveAttribute('aria-busy', 'true'),
};

/** Without lists there is nothing to offer. */
export const NoLists: Story = {
  args: { lists: [] },
  play: async ({ canvas }) => expect(canvas.queryByRole('form')).not.toBeInTheDocument(),
};
