import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Inputs/Textarea',
  component: Textarea,
  args: { label: 'Special instructions', name: 'instructions', onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByLabelText('Special instructions');
    await userEvent.type(field, 'Mention the launch date.{Enter}Show the trailer.');
    await expect(field).toHaveValue('Mention the launch date.\nShow the trailer.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Creators read this before they accept.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Special instructions')).toHaveAccessibleDescription('Creators read this before they accept.');
  },
};

/** The counter follows typing and is read with the field. */
export const WithCount: Story = {
  args: { ...WithHint.args, maxLength: 40, showCount: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('0 / 40 characters')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Special instructions'), 'Hello');
    await expect(canvas.getByText('5 / 40 characters')).toBeVisible();
    await expect(canvas.getByLabelText('Special instructions')).toHaveAccessibleDescription(expect.stringContaining('5 / 40 characters'));
  },
};

export const WithError: Story = {
  args: { ...WithHint.args, error: 'Special instructions are required.' },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Special instructions');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringMatching(/^Special instructions are required\./));
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked after publishing.' } };
