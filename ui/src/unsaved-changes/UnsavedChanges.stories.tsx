import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UnsavedChanges } from './UnsavedChanges.tsx';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt.tsx';

const meta = {
  title: 'Flow/Unsaved changes',
  component: UnsavedChanges,
  args: { onSave: fn(), onDiscard: fn(), onCancel: fn() },
} satisfies Meta<typeof UnsavedChanges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Discard' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: { error: 'Your changes could not be saved. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be saved');
  },
};

export const LightTheme: Story = { ...SaveFailed, globals: { theme: 'light' } };

/** The prompt with its saving state: a failed save keeps it open; only a successful one leaves. */
export const PromptSaveFails: Story = {
  render: (args) => <UnsavedChangesPrompt onSave={async () => false} onChoose={args.onCancel} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('could not be saved');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const PromptSaves: Story = {
  render: (args) => <UnsavedChangesPrompt onSave={async () => true} onChoose={args.onCancel} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onCancel).toHaveBeenCalledWith('saved');
  },
};
