import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { modalDocsParameters } from '../story-helpers/shell-fixtures.tsx';

const meta = {
  title: 'Feedback/Confirm dialog',
  parameters: modalDocsParameters,
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Remove Mattias from Northern Lights Games?',
    children: <p>They lose access at once.</p>,
    confirmLabel: 'Remove member',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('dialog', { name: args.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove member' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const EscapeCancels: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
