import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { KeyReveal } from './KeyReveal.tsx';

const meta = {
  title: 'Keys/Key reveal',
  component: KeyReveal,
  args: { label: 'Your Steam key', code: null, onReveal: fn(), copyText: fn(async () => {}) },
} satisfies Meta<typeof KeyReveal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Masked: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Key hidden')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Copy key' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal key' }));
    await expect(args.onReveal).toHaveBeenCalledOnce();
  },
};

export const Revealing: Story = {
  args: { revealing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reveal key' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Revealed: Story = {
  args: { code: 'A7K2Q-9XWPL-M3TZR' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('A7K2Q-9XWPL-M3TZR')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(args.copyText).toHaveBeenCalledWith('A7K2Q-9XWPL-M3TZR');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Key copied.');
  },
};

/** Spec 8: unable to copy; the key stays readable so it can be copied by hand. */
export const CopyFails: Story = {
  args: { ...Revealed.args, copyText: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Unable to copy');
    await expect(canvas.getByText('A7K2Q-9XWPL-M3TZR')).toBeVisible();
  },
};
