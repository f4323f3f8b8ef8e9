import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { DeleteActivationButton } from './DeleteActivationButton.tsx';

const meta = {
  title: 'Keys/Delete activation button',
  component: DeleteActivationButton,
  args: { status: 'unpublished', noun: 'campaign', onDelete: fn() },
  parameters: viewportParameters,
} satisfies Meta<typeof DeleteActivationButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft is deleted for good, after the person confirms. */
export const Draft: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete campaign' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Delete this campaign?' }));
    await expect(dialog.getByText(/deleted for good/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** One that went live is archived, and the dialog says so. */
export const ClosedIsArchived: Story = {
  args: { status: 'closed', noun: 'quest' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete quest' }));
    await expect(within(canvas.getByRole('dialog')).getByText(/it is archived/)).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { noun: 'mission' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete mission' }));
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Live: unpublishing comes first, and the button says why it waits. */
export const Live: Story = {
  args: { status: 'active' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Delete campaign' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Unpublish it first to delete it.');
  },
};

export const Deleting: Story = {
  args: { busy: true },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Delete campaign' })).toHaveAttribute('aria-busy', 'true'),
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };
